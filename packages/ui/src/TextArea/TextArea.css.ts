import { style } from '@vanilla-extract/css';

export const textArea = style({ resize: 'vertical', minHeight: '80px' });
export const fullWidth = style({ width: '100%' });
