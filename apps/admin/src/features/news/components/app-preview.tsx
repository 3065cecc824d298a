// The item as the brand's app will show it, kept up to date while typing: its card in the news list (square cover,
// title, date, summary) and the opened item with the body as the server sanitises it (what the app receives).
import { Box, Image, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@loyalty/contracts/brand';
import { mediaImageSrcSet } from '@loyalty/domain/media-image';
import { previewHtml } from '@admin/lib/preview';
import { formatDate } from '@admin/ui/format';

/** The apps' own surfaces: glo is dark with light text, ogo light with dark text (apps/web themes). */
const surfaces: Record<Brand, { page: string; card: string; text: string; muted: string }> = {
  glo: { page: '#16131f', card: '#221e2f', text: '#ffffff', muted: '#b9b4c7' },
  ogo: { page: '#f3f6f4', card: '#ffffff', text: '#14231c', muted: '#52625a' },
};

interface AppPreviewProps {
  brand: Brand;
  title: string;
  summary: string;
  imageSrc: string;
  bodyHtml: string;
  publishedAt: string | null;
}

export function AppPreview({ brand, title, summary, imageSrc, bodyHtml, publishedAt }: AppPreviewProps) {
  const { t, i18n } = useTranslation();
  const [body] = useDebouncedValue(bodyHtml, 400);
  const sanitised = useQuery({ queryKey: ['news-preview', body], queryFn: () => previewHtml(body) });
  const surface = surfaces[brand];
  const date = formatDate(publishedAt ?? new Date(), i18n.language);
  const cover = imageSrc ? (
    <Image
      src={imageSrc}
      srcSet={mediaImageSrcSet(imageSrc)}
      sizes="320px"
      alt=""
      radius="md"
      style={{ aspectRatio: '1', objectFit: 'cover' }}
      data-testid="preview-cover"
    />
  ) : (
    <Box
      style={{ aspectRatio: '1', borderRadius: 8, border: `2px dashed ${surface.muted}`, display: 'grid', placeItems: 'center' }}
    >
      <Text size="sm" c={surface.muted}>
        {t('news.previewNoCover')}
      </Text>
    </Box>
  );
  return (
    <Stack gap="sm" aria-label={t('news.previewTitle', { brand })} role="region" data-testid="news-preview">
      <Text size="sm" fw={500}>
        {t('news.previewTitle', { brand })}
      </Text>
      <Box p="md" style={{ background: surface.page, borderRadius: 16, maxWidth: 360 }}>
        <Text size="xs" c={surface.muted} mb={6}>
          {t('news.previewList')}
        </Text>
        <Stack gap={8} p="sm" style={{ background: surface.card, borderRadius: 12 }}>
          {cover}
          <Title order={3} size="h4" c={surface.text}>
            {title || t('news.previewNoTitle')}
          </Title>
          <Text size="xs" c={surface.muted}>
            {date}
          </Text>
          <Text size="sm" c={surface.text}>
            {summary}
          </Text>
        </Stack>
        <Text size="xs" c={surface.muted} mt="md" mb={6}>
          {t('news.previewOpened')}
        </Text>
        <Box
          c={surface.text}
          fz="sm"
          className="news-preview-body"
          // The server's sanitised HTML: the allowlist the app renders, nothing else.
          dangerouslySetInnerHTML={{ __html: sanitised.data ?? '' }}
        />
      </Box>
    </Stack>
  );
}
