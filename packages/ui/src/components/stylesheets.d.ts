// The kit's components bring their own stylesheets (side-effect imports the apps' bundler resolves).
declare module "*.css";
