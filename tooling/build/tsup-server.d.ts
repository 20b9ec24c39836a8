import type { Options } from "tsup";

export declare const serverBundle: Options;
