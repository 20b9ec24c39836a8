import type { Options } from "tsup";

/** The one tsup configuration of every server bundle (see tsup-server.js). */
export declare const serverBundle: Options;
