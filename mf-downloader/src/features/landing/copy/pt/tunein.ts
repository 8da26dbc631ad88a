import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tunein',
  eyebrow: 'Baixador do TuneIn',
  heading: 'Baixe episódios de podcast do TuneIn',
  intro:
    'Salve em MP3 os episódios de podcast e programas sob demanda que você encontra no TuneIn. Cole o link do episódio ou do programa no TuneIn: buscamos o áudio original do criador.',
  placeholder: 'https://tunein.com/podcasts/…',
  hint: 'Páginas de podcast e de episódio em tunein.com são compatíveis. Transmissões de rádio ao vivo, não.',
  shareText: null,
  steps: [
    { title: 'Copie o link do TuneIn', text: 'No app TuneIn, toque em Compartilhar no episódio e copie o link. Em tunein.com, abra o podcast ou o episódio e copie o endereço.' },
    { title: 'Cole e processe', text: 'Cole o link acima e clique em Baixar para ver o arquivo de áudio.' },
    { title: 'Salve o episódio', text: 'Baixe o MP3 e ouça offline em qualquer player.' },
  ],
  formats: [
    { title: 'Áudio do episódio em MP3', text: 'O arquivo original do criador, geralmente MP3 de 64–128 kbps.' },
  ],
  faq: [
    { question: 'Posso gravar estações de rádio ao vivo?', answer: 'Não. Estações ao vivo são transmissões contínuas, não arquivos, e a maioria só tem licença para audição ao vivo. Podcasts e episódios sob demanda funcionam.' },
    { question: 'Posso baixar conteúdo do TuneIn Premium?', answer: 'Não. O conteúdo Premium de esportes, notícias e audiolivros é protegido e só está disponível para assinantes dentro do app TuneIn.' },
    { question: 'Por que a qualidade é menor que a de músicas?', answer: 'Podcasts falados costumam ser publicados a 64–128 kbps, o que soa claro para voz. Nunca recodificamos, então você recebe a qualidade original.' },
  ],
};
