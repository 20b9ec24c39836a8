export { classNames } from "./class-names.ts";

export { Button, buttonClassName } from "./components/button.tsx";
export type { ButtonProps, ButtonSize, ButtonStyle, ButtonVariant } from "./components/button.tsx";
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./components/card.tsx";
export {
  Dialog,
  DIALOG_CLOSE_LABEL,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "./components/dialog.tsx";
export { DialogFor } from "./components/dialog-for.tsx";
export type { DialogForProps } from "./components/dialog-for.tsx";
export { Field } from "./components/field.tsx";
export type { FieldControlProps, FieldProps } from "./components/field.tsx";
export { FieldError } from "./components/field-error.tsx";
export type { FieldErrorProps } from "./components/field-error.tsx";
export { Input } from "./components/input.tsx";
export { Label } from "./components/label.tsx";
export { Logo } from "./components/logo.tsx";
export { MountWhenOpened } from "./components/mount-when-opened.tsx";
export type { MountWhenOpenedProps } from "./components/mount-when-opened.tsx";
export type { LogoProps } from "./components/logo.tsx";
export { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE, NotFoundPage } from "./components/not-found.tsx";
export type { NotFoundPageProps } from "./components/not-found.tsx";
export { DEFAULT_SPINNER_LABEL, PageSpinner, Spinner } from "./components/spinner.tsx";
export type { SpinnerProps } from "./components/spinner.tsx";
export { Switch } from "./components/switch.tsx";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "./components/tabs.tsx";
export { TextField } from "./components/text-field.tsx";
export type { TextFieldProps } from "./components/text-field.tsx";
export { PasswordField } from "./components/password-field.tsx";
export type { PasswordFieldProps } from "./components/password-field.tsx";
export { useDocumentTitle } from "./components/use-document-title.ts";
export { useHydrated } from "./components/use-hydrated.ts";
export { ACCOUNT_NAME_INPUT } from "./form/account-name-input.ts";
export { fieldErrorsOf } from "./form/field-errors.ts";
export type { FieldErrors } from "./form/field-errors.ts";
export { useFormFields } from "./form/use-form-fields.ts";

export { createToastStore, toast, toastStore } from "./toast/toast-store.ts";
export type { ToastHandle, ToastInput, ToastItem, ToastStore, ToastVariant } from "./toast/toast-store.ts";
export { TOAST_CLOSE_LABEL, Toaster } from "./toast/toaster.tsx";
export type { ToasterProps } from "./toast/toaster.tsx";

export { applyTheme, parseStoredTheme, readStoredTheme, writeStoredTheme } from "./theme/theme.ts";
export type { Theme } from "./theme/theme.ts";
export { ThemeProvider, useTheme } from "./theme/theme-provider.tsx";
export type { ThemeProviderProps } from "./theme/theme-provider.tsx";

export { ApiError, apiErrorFromBody, FALLBACK_STATUS_TEXT, isApiError, NetworkError, UnexpectedResponseError } from "./api/api-error.ts";
export { callApi } from "./api/call-api.ts";
export type { CallOptions } from "./api/call-api.ts";
export { createQueryClient, QUERY_CLIENT_DEFAULTS } from "./api/query-client.ts";
export { lazyPage } from "./lazy-page.ts";
export type { LazyPage } from "./lazy-page.ts";
export { mountApp } from "./mount-app.tsx";
export type { MountOptions } from "./mount-app.tsx";
export { PageRoutes } from "./page-routes.tsx";
export type { PageRoutesProps } from "./page-routes.tsx";
export { Select } from "./components/select.tsx";
export { optionsOf, SelectOptions } from "./components/select-options.tsx";
export type { SelectOption } from "./components/select-options.tsx";
export { ActionMenu } from "./components/action-menu.tsx";
export type { ActionMenuItem, ActionMenuProps } from "./components/action-menu.tsx";
