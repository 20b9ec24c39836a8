import "@kidsafe/ui/testing/web-app-setup";
