import { style } from '@vanilla-extract/css';

export const root = style({ width: '140px' });
