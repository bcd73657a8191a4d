import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { BLOG_MESSAGES } from '../../../../shared/blog-rules.ts';
import type { BlogAdminPost as BlogPost } from '../../../../shared/blog.ts';
import { paths } from '../../../app/paths.ts';
import { RichHtml } from '../../../components/rich-html.tsx';
import { ConfirmDialog, DESTRUCTIVE_ACTION } from '../../../components/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../lib/indian-time.ts';
import { showServerError } from '../../../lib/server-field-errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { DetailFrame } from '../detail-frame.tsx';
import { NEW_POST, writeContentView } from './content-params.ts';
import { FormHindiVersion } from './hindi-version.tsx';
import { HtmlContentField } from './html-content-field.tsx';
import { TextAreaField } from './textarea-field.tsx';
import {
  EMPTY_HINDI,
  EMPTY_POST,
  formValuesOf,
  postFormSchema,
  serverFieldErrors,
  slugAfterTitle,
  type PostFormOutput,
  type PostFormValues,
} from './post-form.ts';
import { PostBadges } from './posts-list.tsx';
import { ViewOnSite } from './view-on-site.tsx';

const SAVE_FAILED = 'Could not save the post. Please try again.';

/** A new post has nothing to load. */
const NOTHING_TO_LOAD = { data: null, isError: false, error: null, refetch: () => Promise.resolve() };

/** A post's editor (`post=<id>`), or a new post's (`post=new`). */
export function PostEditor({ id }: { id: string }) {
  const isNew = id === NEW_POST;
  const post = trpc.blog.admin.get.useQuery({ id }, { enabled: !isNew, retry: false });
  return (
    <DetailFrame<BlogPost | null>
      record="post"
      list="posts"
      label={isNew ? 'New post' : 'Edit post'}
      query={isNew ? NOTHING_TO_LOAD : post}
      skeleton={<EditorSkeleton />}
    >
      {(loaded) => <PostForm post={loaded ?? undefined} />}
    </DetailFrame>
  );
}

/** The form: fields, the content's Write and Preview tabs, and the post's actions. */
function PostForm({ post }: { post?: BlogPost }) {
  const [params, setParams] = useSearchParams();
  const utils = trpc.useUtils();
  const form = useForm<PostFormValues, unknown, PostFormOutput>({
    resolver: zodResolver(postFormSchema),
    defaultValues: post ? formValuesOf(post) : EMPTY_POST,
  });
  // A new post's slug is made from its title until the slug is typed in.
  const [slugFollows, setSlugFollows] = useState(!post);
  const create = trpc.blog.admin.create.useMutation();
  const update = trpc.blog.admin.update.useMutation();
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      const saved = post
        ? await update.mutateAsync({ id: post.id, ...values })
        : await create.mutateAsync({ ...values, published: false });
      form.reset(formValuesOf(saved));
      setSlugFollows(false);
      toast.success(post ? 'Post saved.' : 'Draft created.');
      await utils.blog.invalidate();
      if (!post) setParams((current) => writeContentView(current, { post: saved.id }), { replace: true });
    } catch (error) {
      showServerError(form, error, {
        fields: [],
        fallback: SAVE_FAILED,
        named: serverFieldErrors(error, BLOG_MESSAGES.slugTaken),
      });
    }
  });

  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugFollows) return;
      form.setValue('slug', slugAfterTitle(event.target.value, form.getValues('slug'), true), {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    },
  });
  const slug = form.register('slug', {
    // Typing a slug stops it following the title; emptying it lets the title make it again.
    onChange: (event: { target: { value: string } }) => setSlugFollows(!post && event.target.value === ''),
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <PostHeading post={post} />

      <div className="grid gap-4 lg:grid-cols-2">
        <TextField
          label="Title"
          registration={title}
          error={errors.title?.message}
          maxLength={200}
          className="content-start"
        />
        <TextField
          label="Slug"
          className="content-start"
          registration={slug}
          error={errors.slug?.message}
          description={
            slugFollows
              ? 'Made from the title; type one to choose your own.'
              : 'The post’s address: /blog/<slug>. Lowercase letters, digits and hyphens.'
          }
          inputClassName="font-mono"
          autoCapitalize="off"
          spellCheck={false}
        />
      </div>
      <TextAreaField
        label="Excerpt"
        registration={form.register('excerpt')}
        error={errors.excerpt?.message}
        description="Shown under the title in lists and on the article. Up to 500 characters."
        rows={3}
        maxLength={500}
      />
      <TextField
        label="Thumbnail image"
        registration={form.register('thumbnail')}
        error={errors.thumbnail?.message}
        description="An https:// address or a path on this site (/images/...). Leave empty for a stock image."
        inputMode="url"
        spellCheck={false}
      />

      <HtmlContentField
        registration={form.register('content')}
        error={errors.content?.message}
        preview={<PostPreview control={form.control} />}
      />

      <CheckboxField
        label="Featured"
        description="Featured posts are shown first on the blog and on the home page."
        {...form.register('featured')}
      />

      <FormHindiVersion
        form={form}
        empty={EMPTY_HINDI}
        fields={['title', 'excerpt', 'content']}
        preview={<HindiPostPreview control={form.control} />}
      />

      <FormError message={errors.root?.server?.message} />
      <PostActions
        post={post}
        submitting={isSubmitting}
        dirty={isDirty}
        onDeleted={() => setParams(writeContentView(params, { post: null }))}
      />
    </form>
  );
}

/** The post's title, state and last change, or what a new post becomes. */
function PostHeading({ post }: { post: BlogPost | undefined }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-xl font-semibold break-words">{post ? post.title : 'New post'}</h2>
        {post ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <PostBadges post={post} />
            <span>Updated {formatDateTime(post.updatedAt)}</span>
            {post.published && <ViewOnSite to={paths.blogArticle(post.slug)} />}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Saved as a draft; publish it when it is ready.</p>
        )}
      </div>
    </div>
  );
}

/** Save (or Create draft), and for a saved post Publish and Delete. */
function PostActions({
  post,
  submitting,
  dirty,
  onDeleted,
}: {
  post: BlogPost | undefined;
  submitting: boolean;
  dirty: boolean;
  onDeleted: () => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Saving...' : post ? 'Save' : 'Create draft'}
        </Button>
        {post && <PublishButton post={post} dirty={dirty} />}
        {post && <DeleteButton post={post} onDeleted={onDeleted} />}
      </div>
      {post && dirty && (
        <p className="-mt-3 text-xs text-muted-foreground">Save your changes to publish or unpublish.</p>
      )}
    </>
  );
}

/** The Hindi version as its article will show it. */
function HindiPostPreview({ control }: { control: Control<PostFormValues, unknown, PostFormOutput> }) {
  const hindi = useWatch({ control, name: 'hindi' });
  return (
    <ArticlePreview
      title={hindi?.title ?? ''}
      excerpt={hindi?.excerpt ?? ''}
      content={hindi?.content ?? ''}
      featured={false}
    />
  );
}

/** The post as its article will show it, from the form's current values. */
function PostPreview({ control }: { control: Control<PostFormValues, unknown, PostFormOutput> }) {
  const [title, excerpt, content, featured] = useWatch({
    control,
    name: ['title', 'excerpt', 'content', 'featured'],
  });
  return <ArticlePreview title={title} excerpt={excerpt} content={content} featured={featured} />;
}

function ArticlePreview({
  title,
  excerpt,
  content,
  featured,
}: {
  title: string;
  excerpt: string;
  content: string;
  featured: boolean;
}) {
  return (
    <article aria-label="Preview" className="flex flex-col gap-4">
      {featured && <Badge>Featured</Badge>}
      <h2 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {title.trim() || 'Untitled'}
      </h2>
      {excerpt.trim() && <p className="text-lg text-muted-foreground">{excerpt}</p>}
      {content.trim() ? (
        <RichHtml html={content} />
      ) : (
        <p className="text-sm text-muted-foreground">No content yet.</p>
      )}
    </article>
  );
}

export /** Publish or unpublish the saved post; it waits while the form has unsaved changes. */
function PublishButton({ post, dirty }: { post: BlogPost; dirty: boolean }) {
  const utils = trpc.useUtils();
  const publish = trpc.blog.admin.publish.useMutation({
    onSuccess: (saved) => toast.success(saved.published ? 'Post published.' : 'Post unpublished.'),
    onSettled: () => utils.blog.invalidate(),
  });
  return (
    <>
      <Button
        type="button"
        variant="outline"
        disabled={dirty || publish.isPending}
        title={dirty ? 'Save your changes first' : undefined}
        onClick={() => publish.mutate({ id: post.id, published: !post.published })}
      >
        {post.published ? 'Unpublish' : 'Publish'}
      </Button>
      {publish.isError && (
        <FormError message={errorText(publish.error, 'Could not change the post. Please try again.')} />
      )}
    </>
  );
}

/** Delete the post, confirmed first. */
function DeleteButton({ post, onDeleted }: { post: BlogPost; onDeleted: () => void }) {
  const utils = trpc.useUtils();
  const remove = trpc.blog.admin.delete.useMutation({
    onSuccess: () => {
      toast.success('Post deleted.');
      onDeleted();
    },
    onSettled: () => utils.blog.invalidate(),
  });
  return (
    <div className="flex flex-col gap-2 sm:ml-auto">
      <ConfirmDialog
        trigger={
          <Button type="button" variant="destructive" disabled={remove.isPending}>
            Delete
          </Button>
        }
        title={<>Delete “{post.title}”?</>}
        cancel="Cancel"
        action="Delete"
        actionClassName={DESTRUCTIVE_ACTION}
        onConfirm={() => remove.mutate({ id: post.id })}
      >
        {post.published
          ? 'It is published: it leaves the blog and its address stops working. This cannot be undone.'
          : 'The draft is removed for good. This cannot be undone.'}
      </ConfirmDialog>
      {remove.isError && (
        <FormError message={errorText(remove.error, 'Could not delete the post. Please try again.')} />
      )}
    </div>
  );
}

function EditorSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading the post">
      <Skeleton className="h-7 w-64" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
      <Skeleton className="h-20" />
      <Skeleton className="h-64" />
    </div>
  );
}
