// A small rich-text editor for news bodies: the browser's own editing (contentEditable) with the few formats the
// content allowlist keeps (paragraphs, headings, bold, italic, lists, links). Whatever is typed or pasted, the server
// sanitises it to that allowlist before it is stored; the preview shows the sanitised result.
import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
}

const commands = [
  { key: 'paragraph', run: () => document.execCommand('formatBlock', false, 'p') },
  { key: 'heading', run: () => document.execCommand('formatBlock', false, 'h2') },
  { key: 'bold', run: () => document.execCommand('bold') },
  { key: 'italic', run: () => document.execCommand('italic') },
  { key: 'bullets', run: () => document.execCommand('insertUnorderedList') },
  { key: 'numbers', run: () => document.execCommand('insertOrderedList') },
] as const;

export function RichTextEditor({ initialHtml, onChange, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (area.current && area.current.innerHTML !== initialHtml) area.current.innerHTML = initialHtml;
    // The editor owns its content after the first render; only a different item resets it.
  }, [initialHtml]);
  const changed = () => onChange(area.current?.innerHTML ?? '');
  return (
    <Stack gap="xs">
      <Group gap={6} role="toolbar" aria-label={t('news.editor.toolbar')}>
        {commands.map((command) => (
          <Button
            key={command.key}
            size="xs"
            variant="default"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              command.run();
              changed();
            }}
          >
            {t(`news.editor.${command.key}`)}
          </Button>
        ))}
        <Button
          size="xs"
          variant="default"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            const href = window.prompt(t('news.editor.linkPrompt'), 'https://');
            if (href) document.execCommand('createLink', false, href);
            changed();
          }}
        >
          {t('news.editor.link')}
        </Button>
      </Group>
      <div
        ref={area}
        className="editor__area"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        suppressContentEditableWarning
        onInput={changed}
        onBlur={changed}
        data-testid="news-body"
      />
    </Stack>
  );
}
