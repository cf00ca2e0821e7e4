// The kit's FormError is the one look of a form's failure (critical text on the card, role=alert).
export { FormError } from '@hrportal/ui';
