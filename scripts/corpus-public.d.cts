/** Types of scripts/corpus-public.cjs. */
/**
 * Why `uri` may not go into a committed corpus (`'file'`, `'userinfo'`, `'e-mail'` or `'machine'`),
 * or null when it may; `machine` lists strings of the machine (folders) that must not occur.
 */
export declare function whyNotPublic(uri: string, machine?: readonly string[]): 'file' | 'userinfo' | 'e-mail' | 'machine' | null;
