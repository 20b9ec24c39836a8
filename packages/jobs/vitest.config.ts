import { servicesTestConfig } from "@kidsafe/testing/vitest-config";

export default servicesTestConfig();
