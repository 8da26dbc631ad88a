import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaohongshu',
  eyebrow: 'Descargador de Xiaohongshu (RedNote)',
  heading: 'Descargar vídeos de Xiaohongshu (RedNote)',
  intro:
    'Guarda en MP4 las notas de vídeo de Xiaohongshu (小红书, también llamada RedNote) sin usar la app. Pega un enlace de xiaohongshu.com, un enlace corto de xhslink.com o el mensaje completo que comparte la app.',
  placeholder: 'Pega el mensaje para compartir de RedNote o https://www.xiaohongshu.com/explore/…',
  hint: 'Funciona el mensaje completo de la app, p. ej. «… http://xhslink.com/a/…，复制本条信息，打开【小红书】App查看精彩内容！»',
  shareText: 'xiaohongshu',
  steps: [
    { title: 'Copia desde la app', text: 'Abre la nota de vídeo, toca la flecha de compartir en la esquina superior derecha y elige Copiar enlace (复制链接). La app copia un mensaje que incluye un enlace de xhslink.com.' },
    { title: 'Pega el mensaje', text: 'Pégalo todo arriba, con emojis y texto en chino incluidos, y pulsa Descargar. Nosotros sacamos el enlace.' },
    { title: 'Guarda el vídeo', text: 'Elige el MP4 para guardar el vídeo de la nota con su sonido.' },
  ],
  formats: [
    { title: 'Vídeo MP4', text: 'El vídeo de la nota en H.264 o H.265 con sonido AAC, normalmente en 720p o 1080p.' },
    { title: 'Pista de audio', text: 'Cuando la nota ofrece una pista de sonido aparte, aparece como Solo audio.' },
  ],
  faq: [
    { question: '¿Cómo es el mensaje para compartir de Xiaohongshu?', answer: 'Algo así: «76 用户发布了一篇小红书笔记，快来看吧！ http://xhslink.com/a/AbCdEf，复制本条信息，打开【小红书】App查看精彩内容！». Pégalo tal cual.' },
    { question: '¿Puedo descargar notas de imágenes?', answer: 'Solo las notas con vídeo generan un archivo descargable. Las notas que solo tienen fotos no tienen nada que descargar aquí.' },
    { question: '¿Por qué falla mi enlace?', answer: 'Los enlaces de Xiaohongshu caducan y algunas notas solo son visibles para los seguidores o solo dentro de la app. Copia un enlace nuevo desde la app y vuelve a intentarlo; las notas privadas no se pueden descargar.' },
    { question: '¿RedNote es lo mismo que Xiaohongshu?', answer: 'Sí. RedNote es el nombre en inglés de 小红书 («pequeño libro rojo»). Funcionan los enlaces con cualquiera de los dos nombres.' },
  ],
};
