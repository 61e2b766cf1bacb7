/**
 * The accounts' plain values (lengths, cookie names, messages), without zod: the panels' screens read
 * them from `@juntai/contract/plain`, and the schemas of auth.ts use them.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const ACCOUNT_NAME_MAX = 100;
/** The store's name as shoppers and the back office read it (the operator's form takes as much). */
export const STORE_NAME_MAX = 100;

/** Session cookies, one per role, so a person may be merchant and operator in one browser. */
export const MERCHANT_SESSION_COOKIE = 'juntai_lojista';
export const OPERATOR_SESSION_COOKIE = 'juntai_operador';

export const authMessages = {
  nameRequired: 'Informe seu nome completo',
  storeNameRequired: 'Informe o nome da loja',
  storeNameTooLong: `O nome da loja pode ter no máximo ${STORE_NAME_MAX} caracteres`,
  storeNameSaved: 'Nome da loja salvo!',
  nameTooLong: `O nome pode ter no máximo ${ACCOUNT_NAME_MAX} caracteres`,
  invalidEmail: 'Informe um e-mail válido',
  passwordRequired: 'Informe a senha',
  passwordTooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  passwordTooLong: `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  passwordTooCommon: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  passwordsDiffer: 'As senhas não coincidem',
  emailTaken: 'Este e-mail já tem uma conta. Entre com sua senha.',
  signupConfirmationSent: 'Enviamos um link de confirmação para seu e-mail. Abra-o para criar sua conta (ele vale por 24 horas).',
  signupLinkInvalid: 'Este link de confirmação é inválido, já foi usado ou expirou. Cadastre-se de novo para receber outro.',
  signupClosed: 'O cadastro de novas lojas está fechado. Peça um convite à equipe da plataforma.',
  invalidCredentials: 'E-mail ou senha incorretos',
  sessionRequired: 'Entre com seu e-mail e senha para continuar',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  merchantOnly: 'Esta área é do lojista: entre com uma conta de loja',
  operatorOnly: 'Esta área é da administração da plataforma',
  crossSite: 'Pedido recusado: ele não veio do próprio Juntaí',
  forgotSent: 'Se houver uma conta com este e-mail, enviaremos um link para criar uma nova senha. Confira sua caixa de entrada.',
  resetInvalid: 'Link de redefinição inválido ou expirado. Peça um novo link.',
  resetDone: 'Senha atualizada com sucesso! Você pode fazer login agora.',
  loggedOut: 'Você saiu da sua conta.',
  invitationInvalid: 'Este convite é inválido, já foi usado ou expirou. Peça um novo convite.',
  storeInactive: 'Sua loja está inativa no Juntaí. Fale com o suporte para reativá-la.',
  storeUninstalled: 'O Juntaí foi desinstalado da sua loja. Fale com o suporte para reinstalar.',
  tooManyAttempts: (minutes: number) =>
    `Muitas tentativas. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
} as const;
