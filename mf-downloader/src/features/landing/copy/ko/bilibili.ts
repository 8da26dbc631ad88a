import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'bilibili',
  eyebrow: 'Bilibili 다운로더',
  heading: 'Bilibili(哔哩哔哩) 동영상 다운로드',
  intro:
    'Bilibili 동영상을 소리까지 담긴 MP4로 저장하세요. bilibili.com 링크, b23.tv 단축 링크 또는 Bilibili 앱의 공유 메시지 전체를 그대로 붙여넣으면 그 안에서 링크를 찾아 드립니다.',
  placeholder: 'https://www.bilibili.com/video/BV… 또는 Bilibili 앱 공유 메시지 붙여넣기',
  hint: '앱의 공유 텍스트 전체를 붙여넣어도 됩니다. 예: 【제목-哔哩哔哩】 https://b23.tv/…',
  shareText: 'bilibili',
  steps: [
    { title: 'Bilibili 앱에서 공유', text: '동영상 아래의 공유(分享) 버튼을 누르고 링크 복사(复制链接)를 선택하세요. 복사되는 메시지에는 b23.tv 링크가 들어 있습니다. 컴퓨터에서는 대신 bilibili.com/video/BV… 주소를 복사하세요.' },
    { title: '메시지 전체 붙여넣기', text: '제목까지 그대로 위에 붙여넣고 다운로드를 누르세요. 링크만 따로 골라낼 필요가 없습니다.' },
    { title: '화질 선택', text: '360p부터 1080p까지 고를 수 있습니다. Bilibili는 영상과 소리를 따로 제공하므로 하나의 MP4로 합쳐 드립니다.' },
  ],
  formats: [
    { title: 'DASH 영상 및 오디오', text: 'Bilibili는 AVC, HEVC 또는 AV1 영상과 AAC 오디오를 별도의 DASH 스트림으로 제공합니다. 동영상 버튼을 누르면 병합된 MP4 파일이 만들어집니다.' },
    { title: '오디오만', text: 'M4A 오디오 스트림만 따로 받을 수 있어 음악 영상이나 강의에 안성맞춤입니다.' },
  ],
  faq: [
    { question: 'Bilibili 앱에서 복사한 텍스트를 그대로 붙여넣어도 되나요?', answer: '네. 앱은 【동영상 제목-哔哩哔哩】 https://b23.tv/AbCdEf 같은 메시지를 복사합니다. 전부 붙여넣으면 https 링크를 자동으로 추출합니다.' },
    { question: '로그인하지 않고 받을 수 있는 화질은 어디까지인가요?', answer: '비로그인 방문자는 많은 동영상에서 최대 480p, 그 밖의 동영상에서는 최대 1080p까지 받을 수 있습니다. 1080p+ 고비트레이트, 4K, HDR은 Bilibili 프리미엄(大会员) 로그인이 필요한데, 저희는 로그인을 절대 사용하지 않습니다.' },
    { question: '여러 파트로 나뉜 동영상도 되나요?', answer: '파트마다 별도의 페이지(…?p=2)가 있습니다. 원하는 파트의 링크를 붙여넣으세요.' },
    { question: '정식 애니메이션(bangumi)이나 유료 강좌도 다운로드할 수 있나요?', answer: '아니요. 정식 라이선스 애니메이션, 영화, 유료 강좌는 보호되어 있으며 유료 회원만 이용할 수 있습니다. 다운로드할 수 있는 것은 사용자가 공개로 올린 영상뿐입니다.' },
  ],
};
