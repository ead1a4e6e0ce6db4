/**
 * One option of a form as a tile (ChoiceTile.css): the native check box or radio, visible at the left, and its label
 * beside it; the whole tile is the label, so a tap anywhere on it ticks the box. Every check box and radio of the
 * forms is one of these (design review 2026-11-29 evening, M3): the damage report's, the appointment's work, stay,
 * days and part of the day, the APK reminder's box.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import './ChoiceTile.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> {
  type: 'checkbox' | 'radio';
  /** `compact`: the day chips; `top`: a label with a line under it, the box at its first line. */
  variant?: 'compact' | 'top';
  /** Classes on the tile (the label), for its place in a grid. */
  className?: string;
  children: ReactNode;
}

export default function ChoiceTile({ variant, className = '', children, ...input }: Props) {
  const variantClass = variant ? ` choice-${variant}` : '';
  return (
    <label className={`choice${variantClass} ${className}`.trim()} htmlFor={input.id}>
      <input {...input} />
      {children}
    </label>
  );
}
