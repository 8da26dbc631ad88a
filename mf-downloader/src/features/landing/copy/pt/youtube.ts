import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'youtube',
  eyebrow: 'Baixador do YouTube',
  heading: 'Baixe vídeos, Shorts e áudio do YouTube',
  intro:
    'Salve qualquer vídeo, Short ou música pública do YouTube em MP4, WebM ou M4A, em todas as qualidades que o YouTube transmite, de 144p até 4K. Cole o link, escolha uma qualidade e baixe; sem extensão, sem conta.',
  placeholder: 'https://www.youtube.com/watch?v=… ou https://youtu.be/…',
  hint: 'Funcionam páginas de exibição, links curtos youtu.be, Shorts e links do music.youtube.com.',
  shareText: null,
  steps: [
    { title: 'Copie o link do vídeo', text: 'No app do YouTube, toque em Compartilhar abaixo do vídeo e depois em Copiar link. No computador, copie o endereço da barra do navegador; se for um Short, copie o endereço /shorts/.' },
    { title: 'Cole aqui', text: 'Cole o link na caixa acima e toque em Baixar. Listamos todos os streams que o YouTube oferece para esse vídeo.' },
    { title: 'Escolha uma qualidade', text: 'Escolha 1080p, 4K ou um stream só de áudio. As resoluções altas são unidas à faixa de áudio no nosso servidor antes de você salvar.' },
  ],
  formats: [
    { title: 'Vídeo com som até 720p', text: 'Para a maioria dos vídeos, o YouTube ainda entrega um MP4 combinado em 360p ou 720p; ele é baixado do jeito que está.' },
    { title: '1080p, 1440p e 4K (DASH)', text: 'As qualidades mais altas vêm como streams DASH só de vídeo (MP4/H.264, WebM/VP9 ou AV1). Juntamos o vídeo com a melhor faixa de áudio sem recodificar.' },
    { title: 'Só áudio', text: 'Streams M4A (AAC, cerca de 128 kbps) e WebM (Opus, até cerca de 160 kbps), ideais para músicas, palestras e podcasts publicados no YouTube.' },
  ],
  faq: [
    { question: 'Por que 1080p demora um pouco mais que 720p?', answer: 'Acima de 720p, o YouTube entrega imagem e som como streams DASH separados. Nosso servidor baixa os dois e os junta com uma cópia de stream, o que leva de alguns segundos a alguns minutos, dependendo da duração do vídeo.' },
    { question: 'Posso baixar YouTube Shorts?', answer: 'Sim. Copie o Short com Compartilhar › Copiar link e cole aqui. Shorts são vídeos verticais, então a resolução aparece como 1080x1920 em vez de 1920x1080.' },
    { question: 'Como pego só o áudio em MP3 ou M4A?', answer: 'Escolha um dos botões Só áudio. O M4A toca em qualquer lugar, inclusive no iPhone e no iTunes; o stream WebM/Opus tem qualidade um pouco melhor com o mesmo tamanho.' },
    { question: 'Por que um vídeo aparece como indisponível?', answer: 'Vídeos privados, exclusivos para membros, com restrição de idade e alguns bloqueados por região exigem estar conectado a uma conta do YouTube, e nunca pedimos a sua. Só é possível baixar vídeos públicos.' },
    { question: 'Posso baixar uma playlist ou um canal inteiro?', answer: 'Cole um vídeo por vez. Um link de playlist que também indica um vídeo (watch?v=…&list=…) baixa só esse vídeo.' },
  ],
};
