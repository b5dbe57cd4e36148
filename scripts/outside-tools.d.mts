// Types of scripts/outside-tools.mjs for the TypeScript code that reads the tools' paths.
export declare const CHROMIUM_PATH: string;
export declare const POSTGRES_BIN_DIR: string;
export declare const NGINX_BINARY: string;
export declare const POSTGRES_PROGRAMS: readonly string[];

export interface OutsideTool {
  name: string;
  for: string;
  files: string[];
  variable: string;
  debianPackage: string;
}

export declare const OUTSIDE_TOOLS: readonly OutsideTool[];
export declare function missingTools(tools?: readonly OutsideTool[]): OutsideTool[];
export declare function installCommand(tools: readonly OutsideTool[]): string;
export declare function preflight(options?: {
  tools?: readonly OutsideTool[];
  isRoot?: boolean;
  run?: (command: string) => number | null;
  print?: (line: string) => void;
  printError?: (line: string) => void;
}): boolean;
