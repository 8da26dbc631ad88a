import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'bilibili',
  eyebrow: 'Baixador de Bilibili',
  heading: 'Baixar vídeos do Bilibili (哔哩哔哩)',
  intro:
    'Salve vídeos do Bilibili em MP4 com som. Cole um link do bilibili.com, um link curto do b23.tv ou simplesmente a mensagem de compartilhamento inteira do app do Bilibili: nós encontramos o link dentro dela.',
  placeholder: 'https://www.bilibili.com/video/BV… ou cole a mensagem de compartilhamento do app Bilibili',
  hint: 'O texto de compartilhamento completo do app funciona, por exemplo 【Título-哔哩哔哩】 https://b23.tv/…',
  shareText: 'bilibili',
  steps: [
    { title: 'Compartilhe pelo app do Bilibili', text: 'Toque no botão Compartilhar (分享) abaixo do vídeo e escolha Copiar link (复制链接). A mensagem copiada contém um link do b23.tv; no computador, copie em vez disso o endereço bilibili.com/video/BV….' },
    { title: 'Cole a mensagem inteira', text: 'Cole-a acima do jeito que está, com título e tudo, e toque em Baixar. Não precisa separar o link você mesmo.' },
    { title: 'Escolha uma qualidade', text: 'Escolha de 360p a 1080p. O Bilibili envia imagem e som separados, então juntamos os dois em um único MP4 para você.' },
  ],
  formats: [
    { title: 'Vídeo e áudio DASH', text: 'O Bilibili entrega vídeo AVC, HEVC ou AV1 e áudio AAC como streams DASH separados; os botões de vídeo geram arquivos MP4 já combinados.' },
    { title: 'Só áudio', text: 'Apenas o stream de áudio M4A, perfeito para músicas e aulas.' },
  ],
  faq: [
    { question: 'Posso colar o texto que o app do Bilibili copia?', answer: 'Sim. O app copia uma mensagem como 【Título do vídeo-哔哩哔哩】 https://b23.tv/AbCdEf. Cole tudo; extraímos o link https automaticamente.' },
    { question: 'Quais qualidades estão disponíveis sem login?', answer: 'Visitantes anônimos recebem até 480p em muitos vídeos e até 1080p em outros. 1080p+ com alta taxa de bits, 4K e HDR exigem login com uma conta premium do Bilibili (大会员), que nunca usamos.' },
    { question: 'Vídeos com várias partes funcionam?', answer: 'Cada parte tem sua própria página (…?p=2). Cole o link da parte que você quer.' },
    { question: 'Posso baixar bangumi ou cursos pagos?', answer: 'Não. Animes licenciados, filmes e cursos pagos são protegidos e restritos a membros pagantes; só é possível baixar os vídeos públicos enviados pelos usuários.' },
  ],
};
