// The cover of a news item: chosen from its brand's media library (thumbnails, never file names, never the other
// brand's pictures) or uploaded in place, which adds it to that library and chooses it.
import { Alert, Box, Button, FileButton, Group, Image, Pagination, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@loyalty/contracts/brand';
import { maxMediaUploadBytes, mediaUploadFormats, minMediaUploadWidth } from '@loyalty/contracts/media';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { QueryState } from '@admin/ui/query-state';
import { useMediaLibrary, useUploadMedia } from '../api/media';

interface CoverPickerProps {
  brand: Brand;
  value: string;
  onChange: (src: string) => void;
  error?: string | undefined;
}

export function CoverPicker({ brand, value, onChange, error }: CoverPickerProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const library = useMediaLibrary(brand, page);
  const upload = useUploadMedia();
  const send = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { brand, file },
      {
        onSuccess: (item) => {
          onChange(item.src);
          notifySuccess(t('news.cover.uploaded', { brand }));
        },
        onError: notifyError,
      },
    );
  };
  return (
    <Stack gap="xs" data-testid="cover-picker">
      <Group justify="space-between" align="flex-end">
        <Text fw={500} size="sm" id="cover-label">
          {t('news.cover.label', { brand })}
        </Text>
        <FileButton onChange={send} accept={mediaUploadFormats.join(',')}>
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={upload.isPending} data-testid="cover-upload">
              {t('news.cover.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('news.cover.rules', { megabytes: maxMediaUploadBytes / 1024 / 1024, width: minMediaUploadWidth })}
      </Text>
      {/* A cover chosen before the library held it (the seeded news) is still the item's cover: shown, not hidden
          behind "the library is empty". */}
      {value && !library.data?.media.some((item) => item.src === value) && (
        <Group gap="sm" data-testid="cover-current">
          <Image src={value} alt="" w={120} h={96} fit="cover" radius="md" />
          <Text size="sm" c="dimmed" maw={260}>
            {t('news.cover.current')}
          </Text>
        </Group>
      )}
      <QueryState query={library} isEmpty={(answer) => answer.media.length === 0} empty={t('news.cover.empty', { brand })}>
        {(answer) => (
          <>
            <SimpleGrid cols={4} spacing="xs" role="radiogroup" aria-labelledby="cover-label">
              {answer.media.map((item) => {
                const chosen = item.src === value;
                return (
                  <UnstyledButton
                    key={item.id}
                    role="radio"
                    aria-checked={chosen}
                    aria-label={t('news.cover.choose', { title: item.title })}
                    onClick={() => onChange(item.src)}
                    data-testid="cover-option"
                  >
                    <Box
                      style={{
                        borderRadius: 8,
                        outline: chosen ? '3px solid var(--mantine-color-ink-7)' : '1px solid var(--mantine-color-gray-3)',
                        outlineOffset: chosen ? 2 : 0,
                        overflow: 'hidden',
                      }}
                    >
                      <Image src={item.src} srcSet={item.srcset} sizes="120px" alt="" h={96} fit="cover" loading="lazy" />
                    </Box>
                    <Text size="xs" truncate mt={4} c={chosen ? undefined : 'dimmed'} fw={chosen ? 700 : 400}>
                      {item.title}
                    </Text>
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
            {answer.total > answer.per_page && (
              <Pagination size="sm" total={Math.ceil(answer.total / answer.per_page)} value={page} onChange={setPage} />
            )}
          </>
        )}
      </QueryState>
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="cover-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
