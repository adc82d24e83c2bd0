# Các lệnh gạch chéo của qibot như Discord hiển thị, được đăng ký khi khởi động từ mọi thư mục locales.
#
# cmd-<lệnh> là tên lệnh, cmd-<lệnh>-desc là mô tả; cmd-<lệnh>-<tùy chọn> và cmd-<lệnh>-<tùy chọn>-desc
# là tên và mô tả của tùy chọn, nếu không thì dùng option-<tùy chọn> và option-<tùy chọn>-desc.
# Tên: 1-32 ký tự, chữ thường, chỉ gồm chữ, số, - và _ (không có dấu cách); mô tả 1-100 ký tự;
# nhãn lựa chọn 1-100 ký tự.

## Lệnh

cmd-challenge = thách-đấu
cmd-challenge-desc = Thách đấu một thành viên một ván trong kênh này
cmd-challenge-opponent = đối-thủ
cmd-challenge-opponent-desc = Thành viên được thách đấu
cmd-challenge-rated = tính-điểm
cmd-challenge-rated-desc = Ván tính điểm (thay đổi điểm xếp hạng)
cmd-play = chơi
cmd-play-desc = Chơi một ván với bot trong kênh này
cmd-play-level = cấp-độ
cmd-play-level-desc = Cấp độ của bot
cmd-move = đi
cmd-move-desc = Đi một nước trong ván của kênh này
cmd-move-move = nước-đi
cmd-move-move-desc = Nước đi: chuột c3 c4, chuột lên, c3c4; Cờ tướng h2e2, C2.5, 炮二平五
cmd-accept = nhận-lời
cmd-accept-desc = Nhận lời thách đấu gửi bạn ở đây, hoặc lời cầu hòa hay xin đi lại của đối thủ
cmd-decline = từ-chối
cmd-decline-desc = Từ chối lời thách đấu gửi bạn ở đây (hoặc rút lại lời của bạn), hoặc đề nghị của đối thủ
cmd-notify = thông-báo
cmd-notify-desc = Có nhắc tên bạn khi một ván đến lượt bạn đi hay không
cmd-notify-mentions = nhắc-tên
cmd-notify-mentions-desc = bật: nhắc tên tôi; tắt: không nhắc
cmd-abort = hủy-ván
cmd-abort-desc = Kết thúc ván của kênh này không có kết quả, không tính điểm (người điều hành: Quản Lý Tin Nhắn)
cmd-resign = xin-thua
cmd-resign-desc = Xin thua ván của kênh này
cmd-draw = cầu-hòa
cmd-draw-desc = Cầu hòa, hoặc đồng ý lời cầu hòa của đối thủ
cmd-takeback = đi-lại
cmd-takeback-desc = Đi lại nước vừa rồi của bạn (xin đối thủ, hoặc làm ngay nếu chơi với bot)
cmd-hint = gợi-ý
cmd-hint-desc = Gợi ý một nước đi (chỉ bạn thấy)
cmd-board = bàn-cờ
cmd-board-desc = Hiện lại bàn cờ của kênh này
cmd-games = các-ván
cmd-games-desc = Liệt kê các ván đang diễn ra trên máy chủ này
cmd-leaderboard = bảng-xếp-hạng
cmd-leaderboard-desc = Những người chơi có điểm cao nhất máy chủ
cmd-profile = hồ-sơ
cmd-profile-desc = Điểm xếp hạng và thành tích của một thành viên
cmd-history = lịch-sử
cmd-history-desc = Các ván đã kết thúc gần đây của một thành viên
cmd-export = xuất-ván
cmd-export-desc = Một ván dạng văn bản: thế cờ ban đầu, các nước đi, kết quả
cmd-export-id = số-ván
cmd-export-id-desc = Số của ván
cmd-review = phân-tích
cmd-review-desc = Engine phân tích một ván đã kết thúc: đồ thị đánh giá, sai lầm, nước nên đi
cmd-review-id = số-ván
cmd-review-id-desc = Số của ván (mặc định: ván đã kết thúc gần nhất của bạn)
cmd-rules = luật
cmd-rules-desc = Luật và các tùy chọn đang áp dụng ở đây
cmd-help = trợ-giúp
cmd-help-desc = Các lệnh là gì
cmd-language = ngôn-ngữ
cmd-language-desc = Đặt ngôn ngữ cho tin nhắn ván cờ của máy chủ này (Quản Lý Máy Chủ)
cmd-language-language = ngôn-ngữ
cmd-language-language-desc = Ngôn ngữ
cmd-style = kiểu-quân
cmd-style-desc = Chọn cách vẽ quân cờ trên bàn cờ của bạn: chữ Hán, chữ cái hoặc hình vẽ
cmd-style-style = kiểu
cmd-style-style-desc = Kiểu quân cờ (bỏ trống để xem kiểu của bạn)
cmd-mylanguage = ngôn-ngữ-của-tôi
cmd-mylanguage-desc = Chọn ngôn ngữ cho các tin trả lời chỉ bạn thấy, trên mọi máy chủ (bỏ trống để xem)
cmd-mylanguage-language = ngôn-ngữ
cmd-mylanguage-language-desc = Ngôn ngữ của bạn, hoặc ngôn ngữ của Discord để lại theo Discord
cmd-defaultgame = trò-mặc-định
cmd-defaultgame-desc = Đặt trò của /play và /challenge khi không chọn trò, trên máy chủ này (Quản Lý Máy Chủ)
cmd-defaultgame-game-desc = Trò chơi

## Tùy chọn dùng chung cho nhiều lệnh

option-game = trò
option-game-desc = Trò chơi (mặc định: trò của máy chủ)
option-rules = luật
option-rules-desc = Luật: Cờ thú standard, traditional, ...; Cờ tướng standard, asian, casual
option-clock = đồng-hồ
option-clock-desc = Cách tính giờ: none, 90s mỗi nước, 10m, 10+5
option-colour = màu
option-colour-desc = Màu của bạn: đỏ (đi trước), xanh (Cờ thú), đen (Cờ tướng)
option-member = thành-viên
option-member-desc = Thành viên (mặc định: bạn)

## Lựa chọn (cấp độ của bot là các level-* trong main.ftl)

choice-game-jungle = Cờ thú (Dou Shou Qi)
choice-game-xiangqi = Cờ tướng (Xiangqi)
choice-colour-red = đỏ
choice-colour-blue = xanh
choice-colour-black = đen
choice-colour-random = ngẫu nhiên
choice-style-characters = chữ Hán
choice-style-letters = chữ cái
choice-style-pictograms = hình vẽ
choice-puzzle-shipped = bộ câu đố có sẵn
choice-puzzle-server = các ván của máy chủ này
choice-on = bật
choice-off = tắt
choice-language-auto = ngôn ngữ của Discord (theo Discord)

## Câu trả lời của giao diện Discord

discord-bad-component = qibot không biết nút hoặc menu này (có thể nó đến từ phiên bản cũ hơn của bot); hãy dùng /board để hiện lại bàn cờ của ván

## Trang web (liên kết trên bàn cờ và câu trả lời; /web)

cmd-web = web
cmd-web-desc = Trang web của máy chủ này: liên kết để bạn chơi trên trình duyệt, hoặc các liên kết của máy chủ
cmd-web-links = liên-kết
cmd-web-links-desc = Tắt, bật hoặc làm mới các liên kết tới trang web của máy chủ này (Quản Lý Máy Chủ)
cmd-web-links-set = đặt
cmd-web-links-set-desc = tắt: không có liên kết; bật: liên kết hoạt động; làm mới: mọi liên kết cũ ngừng hoạt động
cmd-web-play = chơi
cmd-web-play-desc = Liên kết để bạn chơi ván của kênh này trên trình duyệt (chỉ bạn thấy)
choice-reset = làm mới
discord-web-watch = Theo dõi
discord-web-server = Trang máy chủ
discord-web-member = Trang hồ sơ
discord-web-off = Các liên kết tới trang web của máy chủ này đã tắt: mọi liên kết giờ trả lời "không tìm thấy".
discord-web-on = Các liên kết tới trang web của máy chủ này đã bật.
discord-web-reset = Các liên kết tới trang web của máy chủ này đã được làm mới: mọi liên kết cũ đã ngừng hoạt động.
discord-web-unset = Bot này không có trang web (chưa đặt địa chỉ công khai).
discord-web-play = Chơi trên trình duyệt
discord-web-play-link = Liên kết để bạn chơi ván #{ $game } trên trình duyệt; chỉ bạn thấy được. Nó hết hạn <t:{ $expires }:R>: khi đó hãy xin lại.
discord-web-play-none = Bạn không chơi ván nào trong kênh này nên không có liên kết để chơi.
discord-web-play-off = Các liên kết tới trang web của máy chủ này đang tắt: quản lý máy chủ có thể bật lại bằng /web liên-kết.

## Câu đố

cmd-puzzle = câu-đố
cmd-puzzle-desc = Một câu đố hợp với hệ số của bạn: tìm đường thắng, bot sẽ phòng thủ
cmd-puzzle-public = công-khai
cmd-puzzle-public-desc = Giải ngay trong kênh cho mọi người cùng xem (mặc định: chỉ bạn thấy)

## Câu đố hằng ngày (/dailypuzzle)

cmd-dailypuzzle = câu-đố-hằng-ngày
cmd-dailypuzzle-desc = Câu đố hằng ngày của máy chủ: đăng vào một kênh vào một giờ cố định (Quản Lý Máy Chủ)
cmd-dailypuzzle-set = đặt
cmd-dailypuzzle-set-desc = Mỗi ngày đăng câu đố trong ngày vào một kênh vào một giờ, UTC (Quản Lý Máy Chủ)
cmd-dailypuzzle-set-channel = kênh
cmd-dailypuzzle-set-channel-desc = Kênh sẽ đăng câu đố
cmd-dailypuzzle-set-time = giờ
cmd-dailypuzzle-set-time-desc = Giờ trong ngày, dạng HH:MM theo 24 giờ, UTC (ví dụ 18:00)
cmd-dailypuzzle-off = tắt
cmd-dailypuzzle-off-desc = Ngừng đăng câu đố hằng ngày (Quản Lý Máy Chủ)
cmd-puzzle-from = nguồn
cmd-puzzle-from-desc = Câu đố lấy từ đâu (mặc định: bộ câu đố có sẵn)
