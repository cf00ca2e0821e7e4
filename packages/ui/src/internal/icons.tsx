import type { SVGProps } from 'react';

// Small inline icons used by our own components. Decorative: the control around them is labelled.
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Icon({ size = 16, d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const CloseIcon = (props: IconProps) => <Icon d="M4 4l8 8M12 4l-8 8" {...props} />;
export const ChevronDownIcon = (props: IconProps) => <Icon d="M4 6l4 4 4-4" {...props} />;
export const ChevronLeftIcon = (props: IconProps) => <Icon d="M10 4L6 8l4 4" {...props} />;
export const ChevronRightIcon = (props: IconProps) => <Icon d="M6 4l4 4-4 4" {...props} />;
export const ChevronsLeftIcon = (props: IconProps) => (
  <Icon d="M8 4L4 8l4 4M12 4L8 8l4 4" {...props} />
);
export const ChevronsRightIcon = (props: IconProps) => (
  <Icon d="M4 4l4 4-4 4M8 4l4 4-4 4" {...props} />
);
export const CheckIcon = (props: IconProps) => <Icon d="M3.5 8.5l3 3 6-7" {...props} />;
export const MinusIcon = (props: IconProps) => <Icon d="M4 8h8" {...props} />;
export const ArrowUpIcon = (props: IconProps) => <Icon d="M8 13V3M4 7l4-4 4 4" {...props} />;
export const ArrowDownIcon = (props: IconProps) => <Icon d="M8 3v10M4 9l4 4 4-4" {...props} />;
export const SortIcon = (props: IconProps) => <Icon d="M5 6l3-3 3 3M5 10l3 3 3-3" {...props} />;
export const UploadIcon = (props: IconProps) => (
  <Icon d="M8 11V3M4.5 6.5L8 3l3.5 3.5M3 13h10" {...props} />
);
export const InboxIcon = (props: IconProps) => (
  <Icon d="M2 9h3l1 2h4l1-2h3M3.5 3.5h9L14 9v4H2V9z" {...props} />
);
export const AlertIcon = (props: IconProps) => (
  <Icon d="M8 1.75a6.25 6.25 0 1 0 0 12.5a6.25 6.25 0 1 0 0-12.5M8 4.75v3.75M8 11v.25" {...props} />
);
