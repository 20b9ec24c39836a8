export * from "./class-names.ts";

export * from "./components/button.tsx";
export * from "./components/card.tsx";
export * from "./components/dialog.tsx";
export * from "./components/dialog-for.tsx";
export * from "./components/description-list.tsx";
export * from "./components/disclosure-button.tsx";
export * from "./components/field.tsx";
export * from "./components/field-error.tsx";
export * from "./components/input.tsx";
export * from "./components/label.tsx";
export * from "./components/logo.tsx";
export * from "./components/mount-when-opened.tsx";
export * from "./components/not-found.tsx";
export * from "./components/spinner.tsx";
export * from "./components/switch.tsx";
export * from "./components/tabs.tsx";
export * from "./components/text-field.tsx";
export * from "./components/password-field.tsx";
export * from "./components/use-document-title.ts";
export * from "./components/use-hydrated.ts";
export * from "./form/account-name-input.ts";
export * from "./form/field-errors.ts";
export * from "./form/use-form-fields.ts";

export * from "./toast/toast-store.ts";
export * from "./toast/toaster.tsx";

export * from "./theme/theme.ts";
export * from "./theme/theme-provider.tsx";

export * from "./api/api-error.ts";
export * from "./api/call-api.ts";
export * from "./api/query-client.ts";
export * from "./lazy-page.ts";
export * from "./mount-app.tsx";
export * from "./page-routes.tsx";
export * from "./components/select.tsx";
export * from "./components/select-options.tsx";
export * from "./components/action-menu.tsx";
