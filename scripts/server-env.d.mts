export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export const SERVER_NODE_FLAGS: readonly string[];
export function serverCommand(entry: string): { command: string; args: string[] };
