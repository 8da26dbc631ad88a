import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'podcast',
  eyebrow: 'Baixador de podcasts',
  heading: 'Baixe qualquer episódio de podcast',
  intro:
    'Quase todo podcast é publicado como um feed RSS público, com um arquivo de áudio para cada episódio. Cole a página de um episódio, um link de app de podcast ou o próprio feed e baixe o episódio em MP3 ou M4A.',
  placeholder: 'Link do episódio ou URL do feed RSS (https://…/feed.xml)',
  hint: 'Funciona com feeds RSS, Apple Podcasts, Player.FM, Castbox, TuneIn, Xiaoyuzhou FM e muitas páginas de hospedagem.',
  shareText: null,
  steps: [
    { title: 'Encontre o episódio ou o feed', text: 'Copie o link do episódio pelo menu Compartilhar do seu app de podcast, ou o endereço do feed RSS no site do programa (procure por RSS, Assinar ou um ícone de feed).' },
    { title: 'Cole e processe', text: 'Cole o link acima e toque em Baixar. Lemos o feed ou a página e encontramos o arquivo de áudio anexado ao episódio.' },
    { title: 'Baixe o episódio', text: 'Salve o arquivo de áudio original e ouça em qualquer app, no som do carro ou num player de MP3.' },
  ],
  formats: [
    { title: 'MP3 ou M4A original', text: 'O arquivo anexado ao feed, exatamente como foi publicado, sem recodificação.' },
    { title: 'Dados do programa e do episódio', text: 'O nome da série e os números de temporada e episódio aparecem quando o feed os informa.' },
  ],
  faq: [
    { question: 'O que é um feed RSS e onde encontro?', answer: 'É o endereço público que os apps de podcast assinam, geralmente terminado em /feed, /rss ou .xml. Sites de hospedagem e sites dos programas costumam colocar o link como RSS ou Assinar.' },
    { question: 'Posso baixar podcasts do Spotify?', answer: 'Não. O áudio do Spotify é protegido por DRM e não pode ser baixado. A maioria dos programas do Spotify também publica um feed RSS ou uma página no Apple Podcasts; use esse link.' },
    { question: 'Como baixo um episódio específico?', answer: 'Cole o link próprio desse episódio, copiado de um app de podcast (Compartilhar › Copiar link), em vez do endereço do feed; o link do episódio indica exatamente o arquivo que você quer.' },
    { question: 'Feeds privados ou premium são aceitos?', answer: 'Não. Feeds privados com tokens pessoais e feeds pagos de assinantes pertencem aos seus donos e não podem ser baixados aqui.' },
  ],
  note: 'O Spotify não pode ser baixado: o áudio dele é protegido por DRM. Cole o feed RSS do programa ou o link dele no Apple Podcasts.',
};
