import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaohongshu',
  eyebrow: 'Baixador de Xiaohongshu (RedNote)',
  heading: 'Baixar vídeos do Xiaohongshu (RedNote)',
  intro:
    'Salve notas em vídeo do Xiaohongshu (小红书, também chamado de RedNote) em MP4 sem usar o app. Cole um link do xiaohongshu.com, um link curto do xhslink.com ou a mensagem de compartilhamento inteira do app.',
  placeholder: 'Cole a mensagem de compartilhamento do RedNote ou https://www.xiaohongshu.com/explore/…',
  hint: 'A mensagem inteira do app funciona, por ex. “… http://xhslink.com/a/…，复制本条信息，打开【小红书】App查看精彩内容！”',
  shareText: 'xiaohongshu',
  steps: [
    { title: 'Copie pelo app', text: 'Abra a nota em vídeo, toque na seta de compartilhar no canto superior direito e escolha Copiar link (复制链接). O app copia uma mensagem com um link do xhslink.com.' },
    { title: 'Cole a mensagem', text: 'Cole tudo acima, com emojis e texto em chinês, e toque em Baixar. Nós encontramos o link para você.' },
    { title: 'Salve o vídeo', text: 'Escolha o MP4 para salvar o vídeo da nota com som.' },
  ],
  formats: [
    { title: 'Vídeo MP4', text: 'O vídeo da nota em H.264 ou H.265 com som AAC, geralmente em 720p ou 1080p.' },
    { title: 'Faixa de áudio', text: 'Quando a nota tem uma faixa de som separada, ela aparece como Só áudio.' },
  ],
  faq: [
    { question: 'Como é a mensagem de compartilhamento do Xiaohongshu?', answer: 'Algo como “76 用户发布了一篇小红书笔记，快来看吧！ http://xhslink.com/a/AbCdEf，复制本条信息，打开【小红书】App查看精彩内容！”. Cole do jeito que está.' },
    { question: 'Posso baixar notas de imagem?', answer: 'Só notas com vídeo geram um arquivo para baixar. Notas só com fotos não têm nada para baixar aqui.' },
    { question: 'Por que meu link não funciona?', answer: 'Os links do Xiaohongshu expiram, e algumas notas ficam visíveis só para seguidores ou só dentro do app. Copie um link novo no app e tente de novo; notas privadas não podem ser baixadas.' },
    { question: 'RedNote é o mesmo que Xiaohongshu?', answer: 'Sim. RedNote é o nome em inglês de 小红书 (“Livrinho Vermelho”). Links com qualquer um dos dois nomes funcionam.' },
  ],
};
