import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'castbox',
  eyebrow: 'Baixador do Castbox',
  heading: 'Baixe episódios de podcast do Castbox',
  intro:
    'Salve episódios do Castbox como arquivos de áudio que você pode guardar fora do app. Cole o link do episódio do Castbox FM e baixe o MP3 ou M4A original.',
  placeholder: 'https://castbox.fm/episode/…',
  hint: 'São aceitos links de episódios do castbox.fm e os links compartilhados pelo app do Castbox.',
  shareText: null,
  steps: [
    { title: 'Copie o link do Castbox', text: 'No app do Castbox, abra o episódio, toque em Compartilhar e escolha Copiar link. Na web, copie o endereço castbox.fm/episode/….' },
    { title: 'Cole e processe', text: 'Cole o link acima e toque em Baixar para ver o áudio do episódio.' },
    { title: 'Salve o arquivo', text: 'Baixe o episódio e ouça onde quiser, sem precisar do app do Castbox.' },
  ],
  formats: [
    { title: 'Áudio do episódio', text: 'O MP3 ou M4A publicado pelo produtor, normalmente de 64–128 kbps, com o título do episódio e o nome do programa exibidos acima.' },
  ],
  faq: [
    { question: 'É a mesma coisa que os downloads dentro do app?', answer: 'Os downloads feitos no app do Castbox ficam no app. Aqui você recebe um arquivo de áudio comum, que pode copiar para qualquer dispositivo ou player.' },
    { question: 'Posso baixar episódios premium do Castbox?', answer: 'Não. Episódios pagos e premium são exclusivos para assinantes; só é possível baixar episódios gratuitos e públicos.' },
    { question: 'Por que usar o link do episódio e não o do canal?', answer: 'O link de um canal aponta para o programa inteiro. O link do episódio identifica exatamente qual arquivo de áudio você quer.' },
  ],
};
