import { style } from '@vanilla-extract/css';
import * as field from '../internal/field.css';

// Composed with the shared control so these rules always come after (and beat) its own.
export const textArea = style([field.control, { resize: 'vertical', minHeight: '80px' }]);
export const fullWidth = style({ width: '100%' });
