import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'soundcloud',
  eyebrow: 'Baixador de SoundCloud',
  heading: 'Baixar músicas do SoundCloud em MP3',
  intro:
    'Salve faixas, mixes e DJ sets públicos do SoundCloud para ouvir offline. Cole o link da faixa e escolha entre os streams MP3 e Opus que o SoundCloud oferece.',
  placeholder: 'https://soundcloud.com/artist/track',
  hint: 'Aceitamos links de faixas do soundcloud.com e links curtos snd.sc / on.soundcloud.com.',
  shareText: null,
  steps: [
    { title: 'Copie o link da faixa', text: 'No app do SoundCloud, toque nos três pontos › Compartilhar › Copiar link. No site, copie o endereço da página da faixa (não a do artista).' },
    { title: 'Cole e processe', text: 'Cole o link acima e toque em Baixar para ver os streams de áudio disponíveis.' },
    { title: 'Salve o áudio', text: 'Escolha MP3 para máxima compatibilidade ou Opus para uma qualidade melhor com o mesmo tamanho.' },
  ],
  formats: [
    { title: 'MP3 a 128 kbps', text: 'O stream MP3 progressivo ou HLS, que toca em qualquer aparelho.' },
    { title: 'Opus ou AAC (HLS)', text: 'Streams mais eficientes, de cerca de 64–160 kbps, unidos a partir de segmentos HLS em um só arquivo.' },
  ],
  faq: [
    { question: 'Posso baixar faixas do SoundCloud Go+?', answer: 'Não. Faixas exclusivas para assinantes só tocam uma prévia de 30 segundos para o público, e as versões completas são protegidas.' },
    { question: 'E o botão de download do próprio artista?', answer: 'Se o artista ativar os downloads, o botão do SoundCloud entrega o arquivo original, muitas vezes sem perdas. Use esta ferramenta para faixas públicas sem esse botão.' },
    { question: 'Posso baixar uma playlist inteira?', answer: 'Por enquanto, cole uma faixa de cada vez; a página de cada faixa oferece seus próprios formatos.' },
    { question: 'Por que a taxa de bits é só 128 kbps?', answer: 'É o que o SoundCloud transmite aos ouvintes. Não recodificamos, então você recebe exatamente o stream que o SoundCloud envia, sem perda adicional.' },
  ],
};
