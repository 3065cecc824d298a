// Content (marketing): the brand pages edited with the sanitised rich-text editor and a preview; the FAQ of a brand by
// topic, each entry editable, new ones added, old ones deleted (confirmed). A message on every change.
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FaqEditor } from './components/faq-editor';
import { PagesEditor } from './components/pages-editor';

export function ContentPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('content.title')}
      </Title>
      <PagesEditor />
      <FaqEditor />
    </Stack>
  );
}
