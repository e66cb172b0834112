/** "1 min 35 s" for 95 seconds. */
export function durationInWords(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [
    hours && `${hours} h`,
    minutes && `${minutes} min`,
    (rest || seconds === 0) && `${rest} s`,
  ]
    .filter(Boolean)
    .join(' ');
}
