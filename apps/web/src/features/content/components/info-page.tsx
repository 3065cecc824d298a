// The info pages that show one content page of the brand (support, rules, vocabularies, velo spec rules, push
// instruction, why ogo): the server's sanitised HTML with a skeleton while it loads and a retry when it fails.
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from '@/lib/translation-hooks';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useContentPage, type ContentPageSlug as InfoPageSlug } from '@/lib/shared-api/get-page-by-id';
import { ContentSkeleton } from '@/features/content/components/content-skeleton';
import { SupportContacts } from '@/features/content/components/support-contacts';
import '@/features/content/content.css';
import '@/lib/locales/content';

export function InfoPage({ slug, children }: { slug: InfoPageSlug; children?: ReactNode }) {
  const brand = useBrandStore((state) => state.brand);
  const page = useContentPage(slug, brand);

  if (page.isPending) return <ContentSkeleton />;
  if (page.isLoadingError) return <LoadError error={page.error} onRetry={() => void page.refetch()} />;

  return (
    <Card className="content-page" data-testid={`info-page-${slug}`}>
      <h1 className="content-page__title">{page.data.title}</h1>
      {/* NOTE: body_html is sanitised on the server with an allowlist (modules/content/sanitize.ts). */}
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: page.data.body_html }} />
      {children}
    </Card>
  );
}

export function SupportPage() {
  const brand = useBrandStore((state) => state.brand);
  return (
    <InfoPage slug="support">
      <SupportContacts brand={brand} />
    </InfoPage>
  );
}

/** Spec sections 2 and 6: the rules are for age-verified users only; anyone else goes home (the server answers 403). */
export function RulesPage() {
  const ageVerified = useSessionStore((state) => state.ageVerified);
  if (!ageVerified) return <Navigate to="/" replace />;
  return <InfoPage slug="rules" />;
}

function VocabularyLinks({ current }: { current: InfoPageSlug }) {
  const { t } = useTranslation();
  const links: { slug: InfoPageSlug; to: string; label: string }[] = [
    { slug: 'vocabulary', to: '/vocabulary', label: t('title.vocabulary') },
    { slug: 'vocabulary-velo', to: '/vocabulary/velo', label: t('title.vocabularyVelo') },
    { slug: 'vocabulary-ogo-club', to: '/vocabulary/ogo-club', label: t('title.vocabularyOgoClub') },
  ];
  return (
    <nav className="content-links" aria-label={t('content.vocabularyLinks')}>
      {links
        .filter((link) => link.slug !== current)
        .map((link) => (
          <Link key={link.slug} className="button button--secondary" to={link.to}>
            {link.label}
          </Link>
        ))}
    </nav>
  );
}

export function VocabularyPage() {
  return (
    <InfoPage slug="vocabulary">
      <VocabularyLinks current="vocabulary" />
    </InfoPage>
  );
}

export function VocabularyVeloPage() {
  return (
    <InfoPage slug="vocabulary-velo">
      <VocabularyLinks current="vocabulary-velo" />
    </InfoPage>
  );
}

export function VocabularyOgoClubPage() {
  return (
    <InfoPage slug="vocabulary-ogo-club">
      <VocabularyLinks current="vocabulary-ogo-club" />
    </InfoPage>
  );
}

export function VeloSpecRulesPage() {
  return <InfoPage slug="velo-spec-rules" />;
}

export function PushInstructionPage() {
  return <InfoPage slug="push-instruction" />;
}

export function WhyOgoPage() {
  return <InfoPage slug="why-ogo" />;
}

/** The route path of each info page (features/content/routes.ts) and the page that shows it. */
const pageByPath: Record<string, () => ReactNode> = {
  '/rules': RulesPage,
  '/support': SupportPage,
  '/vocabulary': VocabularyPage,
  '/vocabulary/velo': VocabularyVeloPage,
  '/vocabulary/ogo-club': VocabularyOgoClubPage,
  '/velo-spec-rules': VeloSpecRulesPage,
  '/push-instruction': PushInstructionPage,
  '/why-ogo': WhyOgoPage,
};

/** The module's page for every info route: which one is told by the path (the route table stays small). */
export default function InfoRoutePage() {
  const { pathname } = useLocation();
  const Page = pageByPath[pathname.replace(/\/+$/, '')];
  return Page ? <Page /> : <Navigate to="/" replace />;
}
