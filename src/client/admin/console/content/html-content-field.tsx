import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, FieldDescription, FieldError } from '../../../components/ui/field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

/**
 * HTML content with Write and Preview tabs. `preview` is rendered only while its tab is open, so
 * it may watch the form's values.
 */
export function HtmlContentField({
  label = 'Content',
  lang,
  registration,
  error,
  preview,
}: {
  label?: string;
  /** The language of the content typed in ('hi' for a Hindi version). */
  lang?: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  preview: ReactNode;
}) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Tabs defaultValue="write">
        <TabsList>
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        {/* Kept mounted (hidden) in Preview, so the form still reads and focuses it. */}
        <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
          <Textarea
            id={id}
            rows={16}
            className="min-h-64 font-mono text-sm md:text-sm"
            spellCheck={false}
            lang={lang}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            {...registration}
          />
        </TabsContent>
        <TabsContent value="preview" lang={lang} className="rounded-lg border p-4 sm:p-6">
          {preview}
        </TabsContent>
      </Tabs>
      <FieldDescription id={`${id}-hint`}>
        HTML: headings, paragraphs, lists, links, images. Scripts, styles and forms are removed when it is
        saved.
      </FieldDescription>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}
