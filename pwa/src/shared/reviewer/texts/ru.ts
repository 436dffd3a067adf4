import type { Translation } from '#pwa/lib/types';
import type { ReviewerTexts } from './et';

const reviewerRu: Translation<ReviewerTexts> = {
  reviewers: {
    heading: 'Вход для рецензента',
    lead: 'Чтобы оценивать ритуальные услуги, войдите через аккаунт Google или Facebook. Это не связано с аккаунтом Küünal.',
    provider: 'Войти: {{name}}',
    testProvider: '{{name}} (тестовый вход)',
    testNote:
      'Тестовый вход: настоящий аккаунт Google или Facebook не используется, имя и e-mail вы вводите сами.',
    signedIn: 'Вы вошли как рецензент: {{name}}',
    logout: 'Выйти',
    loading: 'Загрузка способов входа…',
    unavailable: 'Вход для рецензентов сейчас недоступен.',
  },
  socialError: {
    invalid_state: 'Время входа истекло, или вход прервался. Пожалуйста, попробуйте снова.',
    denied: 'Вход отменён: разрешение не дано.',
    failed: 'Не удалось войти как рецензент. Пожалуйста, попробуйте снова.',
  },
};

export default reviewerRu;
