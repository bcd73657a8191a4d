import { useId } from 'react';
import type { ReactNode } from 'react';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../components/ui/card.tsx';

/**
 * The dashboard's card: a title that names it for screen readers (an article in a list, or a
 * region of the overview), an optional description and badges, then its content.
 */
export function TitledCard({
  title,
  description,
  badges,
  role = 'article',
  testId,
  contentClassName,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  badges?: ReactNode;
  role?: 'article' | 'region';
  testId?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role={role} aria-labelledby={titleId} data-testid={testId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {badges && <CardAction className="flex flex-col items-end gap-1">{badges}</CardAction>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
