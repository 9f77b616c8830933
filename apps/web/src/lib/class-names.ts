/** Joins the class names that apply: `classNames('a', isActive && 'b')`. */
export function classNames(...values: Array<string | false | null | undefined>): string {
  return values.filter(Boolean).join(' ');
}
