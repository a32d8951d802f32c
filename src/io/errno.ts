/** A failed system call in the user's words: "the disk is full, ENOSPC". One table for every file and stream tyw writes. */
const WHY: ReadonlyMap<string, string> = new Map([
  ['ENOSPC', 'the disk is full'],
  ['EDQUOT', 'the disk quota is used up'],
  ['EFBIG', 'the file is larger than this system allows'],
  ['EACCES', 'permission denied'],
  ['EPERM', 'permission denied'],
  ['EROFS', 'the file system is read-only'],
  ['ENOENT', 'the folder does not exist'],
  ['ENOTDIR', 'the folder does not exist'],
  ['EIO', 'the device reported an input/output error'],
  ['EBADF', 'it is closed'],
  ['EISDIR', 'it is a folder'],
]);

export const errnoCode = (error: unknown): string => (error as NodeJS.ErrnoException | null)?.code ?? 'unknown error';

/** "the disk is full, ENOSPC", or the bare code when it has no plainer words. */
export function describeErrno(error: unknown): string {
  const code = errnoCode(error);
  const why = WHY.get(code);
  return why ? `${why}, ${code}` : code;
}
