/** A prescription's number in the newest-first table (spec part 2 §9): ord-{count − position}, position from 0. */
export function prescriptionLabel(count: number, position: number): string {
  return `ord-${count - position}`;
}
