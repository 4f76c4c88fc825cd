import { PencilIcon } from '../icons';
import { Button, type ButtonProps } from './Button';

/** 'Bearbeiten' with the pencil: opens the editor of an entry in an admin list. */
export function EditButton(props: Omit<ButtonProps, 'children' | 'variant' | 'size' | 'asChild'>) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <PencilIcon />
      Bearbeiten
    </Button>
  );
}
