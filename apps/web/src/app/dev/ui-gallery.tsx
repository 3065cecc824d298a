// /dev/ui, in development only (the router adds it under import.meta.env.DEV, so a production build has neither the
// route nor this module): every shared component in both brands, one brand's tokens per column, to review the design
// system at a glance (decision 0030).
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox, ChoiceGroup, Radio } from '@/components/ui/checkbox';
import { Switch } from '@/components/ui/switch';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { Dialog, Sheet } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/input';
import { List, ListRow } from '@/components/ui/list-row';
import { SelectField } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { notify } from '@/lib/notify';
import '@/app/dev/ui-gallery.css';

const brands = ['glo', 'ogo'] as const;
type GalleryBrand = (typeof brands)[number];

const historyTabs = [
  { key: 'all', label: 'Усі' },
  { key: 'plus', label: 'Нараховано' },
  { key: 'minus', label: 'Списано' },
] as const;

function BrandColumn({ brand }: { brand: GalleryBrand }) {
  const id = (name: string): string => `${brand}-${name}`;
  const [tab, setTab] = useState<(typeof historyTabs)[number]['key']>('all');
  const [surface, setSurface] = useState<'dialog' | 'sheet' | 'confirm' | null>(null);
  const [friends, setFriends] = useState('5');
  const [answer, setAnswer] = useState<string | null>(null);
  const [pushOn, setPushOn] = useState(true);
  const close = (): void => setSurface(null);

  return (
    <section data-brand={brand} className="ui-gallery__brand" data-testid={`ui-gallery-${brand}`}>
      <h2>{brand}</h2>

      <h3>Кнопки</h3>
      <div className="form__actions">
        <Button>Основна</Button>
        <Button variant="secondary">Другорядна</Button>
        <Button variant="ghost">Посилання</Button>
        <Button busy>Зачекай</Button>
      </div>

      <h3>Картка і бейджі</h3>
      <Card>
        <p>Мій баланс: 1 250 XP</p>
        <div className="form__actions">
          <Badge>Нове</Badge>
          <Badge tone="accent">Активна</Badge>
          <Badge tone="success">Оплачено</Badge>
          <Badge tone="danger">Оплата не пройшла</Badge>
          <Badge tone="muted">Скасовано</Badge>
        </div>
      </Card>

      <h3>Список</h3>
      <Card>
        <List label={`Історія ${brand}`}>
          <ListRow title="Скан пачки" description="12 березня 2026" trailing="+10 XP" />
          <ListRow title="Сертифікат" description="Rozetka, 500 грн" trailing={<Badge tone="success">Оплачено</Badge>} />
          <ListRow title="Правила програми" to="/rules" trailing="›" />
          <ListRow title="Показати тост" onClick={() => notify.success('Код скопійовано')} />
        </List>
      </Card>

      <h3>Поля</h3>
      <Card>
        <div className="form">
          <TextField
            id={id('friends')}
            label="Скільки друзів запросиш"
            inputMode="numeric"
            value={friends}
            onInput={(event) => setFriends(event.currentTarget.value)}
            error={/^\d+$/.test(friends) ? undefined : 'Введи ціле число'}
          />
          <TextField id={id('email')} label="Пошта" type="email" hint="Надішлемо сертифікат сюди" />
          <SelectField id={id('city')} label="Місто" defaultValue="kyiv">
            <option value="kyiv">Київ</option>
            <option value="lviv">Львів</option>
            <option value="odesa">Одеса</option>
          </SelectField>
          <Checkbox label="Отримувати новини" hint="SMS і пошта, можна вимкнути будь-коли" />
          <Switch
            label="Замовлення"
            description="Коли замовлення оплачено й передано в доставку"
            checked={pushOn}
            onChange={setPushOn}
          />
          <ChoiceGroup
            legend="Питання 1 з 3: скільки XP дає скан пачки?"
            error={answer === null ? 'Обери відповідь' : undefined}
            errorId={id('quiz-error')}
          >
            {['5 XP', '10 XP', '20 XP'].map((option) => (
              <Radio
                key={option}
                name={id('quiz')}
                value={option}
                label={option}
                checked={answer === option}
                onChange={() => setAnswer(option)}
              />
            ))}
          </ChoiceGroup>
        </div>
      </Card>

      <h3>Вкладки</h3>
      <Tabs label={`Історія ${brand}`} tabs={historyTabs} selected={tab} onSelect={setTab}>
        <p>Вкладка «{historyTabs.find((item) => item.key === tab)?.label}»</p>
      </Tabs>

      <h3>Діалог, шторка, підтвердження</h3>
      <div className="form__actions">
        <Button variant="secondary" onClick={() => setSurface('dialog')}>
          Діалог
        </Button>
        <Button variant="secondary" onClick={() => setSurface('sheet')}>
          Шторка
        </Button>
        <Button variant="secondary" onClick={() => setSurface('confirm')}>
          Підтвердження
        </Button>
      </div>
      {surface === 'dialog' && (
        <Dialog title="Код сертифіката" closeLabel="Закрити" onClose={close} actions={<Button onClick={close}>Готово</Button>}>
          <p>ROZ-1234-5678</p>
        </Dialog>
      )}
      {surface === 'sheet' && (
        <Sheet title="Обери розмір" closeLabel="Закрити" onClose={close}>
          <List>
            <ListRow title="S" onClick={close} />
            <ListRow title="M" onClick={close} />
          </List>
        </Sheet>
      )}
      {surface === 'confirm' && (
        <ConfirmPanel
          title="Підтвердити обмін?"
          confirmLabel="Так, обміняти"
          cancelLabel="Ні"
          busy={false}
          onConfirm={close}
          onCancel={close}
          testId={id('confirm')}
          confirmTestId={id('confirm-yes')}
        >
          <p>Спишемо 800 XP, залишиться 450 XP.</p>
        </ConfirmPanel>
      )}

      <h3>Завантаження і порожньо</h3>
      <Card>
        <Skeleton label="Завантаження…" lines={3} />
      </Card>
      <Spinner />
      <Card>
        <EmptyState
          title="Поки що порожньо"
          text="Скануй пачки, щоб отримати перші бали."
          headingLevel={3}
          action={<Button variant="secondary">Сканувати</Button>}
        />
      </Card>
    </section>
  );
}

export default function UiGallery() {
  return (
    <div className="ui-gallery" data-testid="ui-gallery">
      <h1>Компоненти · /dev/ui</h1>
      {brands.map((brand) => (
        <BrandColumn key={brand} brand={brand} />
      ))}
    </div>
  );
}
