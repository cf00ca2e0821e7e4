// Theme

// Primitives
export type { AvatarProps, AvatarSize } from './Avatar/Avatar';
export { Avatar, avatarSizes, defaultAvatarImage } from './Avatar/Avatar';
export { initialsFor } from './Avatar/initialsFor';
export type { BadgeProps, BadgeTone } from './Badge/Badge';
export { Badge, badgeTones } from './Badge/Badge';
export { formatBadgeCount } from './Badge/formatBadgeCount';
export type { ButtonProps, ButtonSize, ButtonTone } from './Button/Button';
export { Button, buttonSizes, buttonTones } from './Button/Button';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { Checkbox } from './Checkbox/Checkbox';
// List pieces
export type { ChipSearchProps } from './ChipSearch/ChipSearch';
export { ChipSearch } from './ChipSearch/ChipSearch';
export type { ChipField, ChipSuggestion, SearchChip } from './ChipSearch/chipSearch.utils';
export {
  addChip,
  buildSuggestions,
  chipLabel,
  chipMatches,
  matchesChips,
  parseChip,
  searchDebounceMs,
  suggestionLimit,
} from './ChipSearch/chipSearch.utils';
export type { ComboBoxOption, ComboBoxProps } from './ComboBox/ComboBox';
export { ComboBox } from './ComboBox/ComboBox';
export type { DateFilterProps } from './DateFilter/DateFilter';
export { DateFilter } from './DateFilter/DateFilter';
export type { DateFilterValue, DatePreset, DateRange } from './DateFilter/dateRange';
export {
  datePresetLabels,
  datePresets,
  dateRangeFor,
  isInDateRange,
  missingDatesMessage,
  validateCustomRange,
} from './DateFilter/dateRange';
export type { DialogProps, DialogTriggerProps, ModalProps, ModalSize } from './Dialog/Dialog';
export { Dialog, DialogTrigger, Modal, modalSizes } from './Dialog/Dialog';
export type { FormatDateOptions } from './dates/formatDate';
export { formatDate, parseDisplayDate } from './dates/formatDate';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { EmptyState } from './EmptyState/EmptyState';
export type { FileDropProps } from './FileDrop/FileDrop';
export { FileDrop } from './FileDrop/FileDrop';
export type { FileLike, FileRules, FileValidation } from './FileDrop/validateFiles';
export { fileMatchesAccept, validateFiles } from './FileDrop/validateFiles';
export type { FormErrorProps } from './FormError/FormError';
export { FormError } from './FormError/FormError';
export type { IconButtonProps, IconButtonTone } from './IconButton/IconButton';
export { IconButton, iconButtonTones } from './IconButton/IconButton';
export { IconLabel } from './IconLabel/IconLabel';
export type { LoadingOverlayProps } from './LoadingOverlay/LoadingOverlay';
export { LoadingOverlay } from './LoadingOverlay/LoadingOverlay';
export type { MenuItemProps, MenuProps, MenuTriggerProps } from './Menu/Menu';
export { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu/Menu';
export type { PageSizeSelectProps } from './PageSizeSelect/PageSizeSelect';
export { defaultPageSize, PageSizeSelect, pageSizeOptions } from './PageSizeSelect/PageSizeSelect';
export type { PaginationProps } from './Pagination/Pagination';
export { Pagination } from './Pagination/Pagination';
export type { PaginationItem } from './Pagination/paginationRange';
export { paginationRange } from './Pagination/paginationRange';
export type { PopoverPlacement, PopoverProps } from './Popover/Popover';
export { Popover, popoverPlacements } from './Popover/Popover';
export type { RadioGroupProps, RadioProps } from './RadioGroup/RadioGroup';
export { Radio, RadioGroup } from './RadioGroup/RadioGroup';
export type {
  RowButtonProps,
  RowButtonTone,
  RowCheckboxProps,
  RowMenuButtonProps,
  RowMenuItem,
} from './RowControls/RowControls';
export {
  RowButton,
  RowCheckbox,
  RowMenuButton,
  RowMenuProvider,
  rowButtonTones,
} from './RowControls/RowControls';
export type { SelectOption, SelectProps } from './Select/Select';
export { Select } from './Select/Select';
export type { SkeletonProps } from './Skeleton/Skeleton';
export { Skeleton, skeletonDefaults } from './Skeleton/Skeleton';
export type { SortDirection } from './SortableHeader/nextSortDirection';
export { nextSortDirection, sortDirections } from './SortableHeader/nextSortDirection';
export type { SortableHeaderProps } from './SortableHeader/SortableHeader';
export { SortableHeader } from './SortableHeader/SortableHeader';
export type { SpinnerProps } from './Spinner/Spinner';
export { Spinner } from './Spinner/Spinner';
export type { SwitchProps } from './Switch/Switch';
export { Switch } from './Switch/Switch';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs/Tabs';
export { Tab, TabList, TabPanel, Tabs } from './Tabs/Tabs';
export type { TextAreaProps } from './TextArea/TextArea';
export { TextArea } from './TextArea/TextArea';
export type { TextFieldProps } from './TextField/TextField';
export { TextField } from './TextField/TextField';
export type {
  ToastApi,
  ToastOptions,
  ToastPlacement,
  ToastProviderProps,
  ToastTone,
} from './Toast/Toast';
export { ToastProvider, toastPlacements, toastTones, useToast } from './Toast/Toast';
export { toastDurations } from './Toast/toastDurations';
export type { TooltipPlacement, TooltipProps } from './Tooltip/Tooltip';
export { Tooltip, tooltipPlacements } from './Tooltip/Tooltip';
export { tooltipDelays } from './Tooltip/tooltipTiming';
export { vars } from './theme/contract.css';
export type { ThemeTokenOverrides, ThemeVars } from './theme/createThemeVars';
export { createThemeVars } from './theme/createThemeVars';
export type { ThemeName, ThemeRootProps } from './theme/ThemeRoot';
export { ThemeRoot, themeNames } from './theme/ThemeRoot';
export { darkThemeClass, lightThemeClass, rootClass } from './theme/themes.css';
export type { ThemeTokens } from './theme/tokens';
export { darkTokens, lightTokens } from './theme/tokens';
export { useOverlayContainer } from './theme/useOverlayContainer';
