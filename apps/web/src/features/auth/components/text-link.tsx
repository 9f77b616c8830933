import { Link, type LinkProps } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';
import { classNames } from '../../../lib/class-names';

export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={classNames(
        'rounded font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
