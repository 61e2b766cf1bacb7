/**
 * The 100 passwords people pick most (public breach lists, including the Brazilian favourites),
 * compared lower-case. A password on this list falls to the first guesses of any attacker, whatever
 * its length, so the account form refuses it with a clear message.
 */
const COMMON_PASSWORDS = [
  '123456', '123456789', '12345678', 'password', 'qwerty', '123123', '12345', '1234567', '111111', '1234567890',
  '000000', 'abc123', 'senha', 'senha123', 'senha1', 'password1', 'password123', 'iloveyou', '654321', '666666',
  '123321', '1q2w3e4r', '1q2w3e', 'qwerty123', 'qwertyuiop', '121212', '112233', '123qwe', '7777777', '888888',
  '999999', '555555', '222222', '333333', '444444', '159753', '147258', '147258369', '987654321', '123654',
  'admin', 'admin123', 'administrador', 'root', 'master', 'welcome', 'login', 'passw0rd', 'dragon', 'monkey',
  'football', 'futebol', 'flamengo', 'corinthians', 'palmeiras', 'saopaulo', 'vasco', 'gremio', 'santos', 'brasil',
  'mudar123', 'mudar', 'trocar123', 'teste', 'teste123', 'test123', 'juntai', 'juntai123', 'loja123', 'minhaloja',
  'amor', 'amor123', 'te amo', 'teamo', 'jesus', 'deus', 'deusefiel', 'princesa', 'benfica', 'sunshine',
  'letmein', 'shadow', 'superman', 'batman', 'michael', 'charlie', 'jessica', 'ashley', 'baseball', 'trustno1',
  'abcdef', 'abcd1234', 'a1b2c3', 'aaaaaa', 'asdfgh', 'asdf1234', 'zxcvbn', 'q1w2e3r4', '1qaz2wsx', 'qazwsx',
] as const;

const commonSet: ReadonlySet<string> = new Set(COMMON_PASSWORDS);

export function isCommonPassword(password: string): boolean {
  return commonSet.has(password.trim().toLowerCase());
}
