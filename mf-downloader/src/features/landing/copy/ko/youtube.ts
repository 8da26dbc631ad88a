import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'youtube',
  eyebrow: 'YouTube 다운로더',
  heading: 'YouTube 동영상, Shorts, 오디오 다운로드',
  intro:
    '공개된 YouTube 동영상, Shorts, 음악을 144p부터 4K까지 YouTube가 제공하는 모든 화질의 MP4, WebM, M4A 파일로 저장하세요. 링크를 붙여넣고 화질을 고른 뒤 다운로드하면 끝입니다. 확장 프로그램도 계정도 필요 없습니다.',
  placeholder: 'https://www.youtube.com/watch?v=… 또는 https://youtu.be/…',
  hint: '시청 페이지, youtu.be 단축 링크, Shorts, music.youtube.com 링크를 모두 지원합니다.',
  shareText: null,
  steps: [
    { title: '동영상 링크 복사', text: 'YouTube 앱에서 동영상 아래의 공유를 탭한 다음 링크 복사를 선택하세요. 컴퓨터에서는 브라우저 주소창의 주소를 복사하고, Shorts라면 /shorts/ 주소를 복사하세요.' },
    { title: '여기에 붙여넣기', text: '위 입력란에 링크를 붙여넣고 다운로드를 누르세요. 해당 동영상에 대해 YouTube가 제공하는 모든 스트림을 보여 드립니다.' },
    { title: '화질 선택', text: '1080p, 4K 또는 오디오 전용 스트림을 선택하세요. 고해상도 영상은 저장하기 전에 저희 서버에서 오디오 트랙과 합쳐집니다.' },
  ],
  formats: [
    { title: '720p까지 소리가 포함된 동영상', text: 'YouTube는 대부분의 동영상에 대해 여전히 360p 또는 720p의 영상과 소리가 합쳐진 MP4를 제공하며, 이 파일은 그대로 다운로드됩니다.' },
    { title: '1080p, 1440p 및 4K(DASH)', text: '더 높은 화질은 영상만 있는 DASH 스트림(MP4/H.264, WebM/VP9 또는 AV1)으로 제공됩니다. 재인코딩 없이 영상과 가장 좋은 오디오 트랙을 병합합니다.' },
    { title: '오디오만', text: 'M4A(AAC, 약 128kbps)와 WebM(Opus, 최대 약 160kbps) 스트림으로, YouTube에 올라온 음악, 강연, 팟캐스트에 안성맞춤입니다.' },
  ],
  faq: [
    { question: '1080p가 720p보다 조금 더 오래 걸리는 이유는 무엇인가요?', answer: '720p를 넘는 화질에서는 YouTube가 영상과 소리를 별도의 DASH 스트림으로 제공합니다. 저희 서버가 둘 다 다운로드한 뒤 스트림 복사로 합치기 때문에, 동영상 길이에 따라 몇 초에서 몇 분 정도 걸립니다.' },
    { question: 'YouTube Shorts도 다운로드할 수 있나요?', answer: '네. 공유 › 링크 복사로 Shorts 링크를 복사해 붙여넣으세요. Shorts는 세로 동영상이므로 해상도가 1920x1080이 아닌 1080x1920으로 표시됩니다.' },
    { question: '오디오만 MP3나 M4A로 받으려면 어떻게 하나요?', answer: '오디오만 버튼 중 하나를 선택하세요. M4A는 iPhone과 iTunes를 포함해 어디서나 재생됩니다. WebM/Opus 스트림은 같은 크기에서 음질이 약간 더 좋습니다.' },
    { question: '동영상을 사용할 수 없다고 나오는 이유는 무엇인가요?', answer: '비공개, 멤버십 전용, 연령 제한 동영상과 일부 지역 제한 동영상은 YouTube 계정에 로그인해야 볼 수 있는데, 저희는 회원님의 계정을 절대 요구하지 않습니다. 공개 동영상만 다운로드할 수 있습니다.' },
    { question: '재생목록이나 채널 전체를 다운로드할 수 있나요?', answer: '동영상은 한 번에 하나씩 붙여넣으세요. 동영상이 함께 지정된 재생목록 링크(watch?v=…&list=…)는 그 동영상 하나만 다운로드합니다.' },
  ],
};
