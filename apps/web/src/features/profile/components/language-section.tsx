// /profile: the app language (uk default, en), remembered on the device and on the customer as a lang: tag.
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import type { User } from '@loyalty/contracts/user';
import { Card } from '@/components/ui/card';
import { changeLanguage, languages, type Language } from '@/lib/i18n';
import { updateTags } from '@/features/profile/api/update-tags';
import { tagsWithLanguage } from '@/features/profile/utils/profile-forms';

interface LanguageSectionProps {
  user: User;
  brand: Brand;
}

export function LanguageSection({ user, brand }: LanguageSectionProps) {
  const { t, i18n } = useTranslation();

  const choose = async (language: Language): Promise<void> => {
    await changeLanguage(language);
    // The device already speaks the new language; the record's tag is a preference for messages, so a failure here
    // is not worth interrupting the customer.
    await updateTags(user.id, brand, tagsWithLanguage(user.tags, language)).catch(() => undefined);
  };

  return (
    <Card className="profile__section" aria-labelledby="profile-language-title">
      <h2 id="profile-language-title" className="profile__heading">
        {t('menu.language')}
      </h2>
      <div className="menu__languages" role="group" aria-labelledby="profile-language-title">
        {languages.map((language) => (
          <button
            key={language}
            type="button"
            className="chip"
            aria-pressed={i18n.language === language}
            data-profile-language={language}
            onClick={() => void choose(language)}
          >
            {t(`language.${language}`)}
          </button>
        ))}
      </div>
    </Card>
  );
}
