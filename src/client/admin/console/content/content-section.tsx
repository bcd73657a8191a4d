import { useSearchParams } from 'react-router-dom';
import { readContentView } from './content-params.ts';
import { PostEditor } from './post-editor.tsx';
import { PostsList } from './posts-list.tsx';

/** The console's Content section: the blog's posts, or one post's editor when `post` names one. */
export function ContentSection() {
  const [params] = useSearchParams();
  const { post } = readContentView(params);
  return post ? <PostEditor key={post} id={post} /> : <PostsList />;
}
