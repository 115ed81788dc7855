// Modal and PasswordRequirements are imported from their own modules (src/ui/Modal,
// src/ui/PasswordRequirements), not from here: whatever this barrel re-exports lands in the entry
// chunk, and only screens behind sign-in use them (src/README.md "Performance budgets").
export { Alert, ErrorSummary } from './Alert';
export type { AlertProps, AlertStatus, ErrorSummaryItem, ErrorSummaryProps } from './Alert';
export { Button, LinkButton } from './Button';
export type { ButtonProps, ButtonVariant, LinkButtonProps } from './Button';
export { CheckboxField, FieldError, PasswordField, SelectField, TextField } from './Field';
export type {
  CheckboxFieldProps,
  FieldBaseProps,
  PasswordFieldProps,
  SelectFieldProps,
  SelectOption,
  TextFieldProps,
} from './Field';
export { AuthLayout, Footer, withCurrentYear } from './Layout';
export type { AuthLayoutProps, FooterProps } from './Layout';
export { PageHeading } from './PageHeading';
export type { PageHeadingProps } from './PageHeading';
export { Spinner, SpinnerGlyph } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { ToastProvider, useToast } from './Toasts';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastType } from './Toasts';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
