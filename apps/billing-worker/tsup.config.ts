import { serverBundle } from "@kidsafe/build-config/tsup-server";

export default serverBundle;
