import type { StaticPageSlug } from '../app/paths.ts';
import { PageContainer, PageHeading } from '../components/layout/page-container.tsx';
import { RichHtml } from '../components/rich-html.tsx';
import { contentLang, currentLocale } from '../i18n/locale.ts';
import { trpc } from '../lib/trpc.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { ContactCard, hasContactDetails } from '../components/contact-card.tsx';
import { staticPageTitle } from './static-page-titles.ts';
import { ChampionshipRules } from './championship-rules.tsx';
import { m } from '../../paraglide/messages.js';

export function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const page = trpc.page.get.useQuery({ slug, lang: currentLocale() });
  useDocumentTitle(page.data?.title ?? staticPageTitle(slug));

  if (page.isPending) {
    return (
      <PageContainer>
        <p role="status" className="text-muted-foreground">
          {m.loading_page()}
        </p>
      </PageContainer>
    );
  }

  if (page.isError) {
    return (
      <PageContainer>
        <PageHeading>{m.site_page_not_found()}</PageHeading>
      </PageContainer>
    );
  }

  const { title, content, contact, language } = page.data;
  const showContact = slug === 'contact-us' && hasContactDetails(contact);

  return (
    <PageContainer className="max-w-3xl">
      <article className="flex flex-col gap-8">
        <PageHeading>
          <span lang={contentLang(language)}>{title}</span>
        </PageHeading>
        {showContact ? (
          <ContactCard contact={contact} />
        ) : (
          <RichHtml html={content} lang={contentLang(language)} />
        )}
        {/* The rules with their numbers from the settings, under the organiser's own text (decision 25). */}
        {slug === 'game-policy' && <ChampionshipRules />}
      </article>
    </PageContainer>
  );
}
