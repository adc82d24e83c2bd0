# qibot 的斜線指令在 Discord 中的樣子，啟動時從每個 locales 資料夾註冊。
#
# cmd-<指令> 是指令名，cmd-<指令>-desc 是它的說明；cmd-<指令>-<選項> 和 cmd-<指令>-<選項>-desc
# 是選項的名稱和說明，否則用 option-<選項> 和 option-<選項>-desc。
# 名稱：1-32 個字元，小寫，只含字母、數字、- 和 _；說明 1-100 個字元；選項值的標籤 1-100 個字元。

## 指令

cmd-challenge = 挑戰
cmd-challenge-desc = 在本頻道向一位成員發起對局挑戰
cmd-challenge-opponent = 對手
cmd-challenge-opponent-desc = 要挑戰的成員
cmd-challenge-rated = 計分
cmd-challenge-rated-desc = 計分對局（會改變等級分）
cmd-play = 人機對戰
cmd-play-desc = 在本頻道和機器人下一局
cmd-play-level = 級別
cmd-play-level-desc = 機器人的級別
cmd-move = 走棋
cmd-move-desc = 在本頻道的對局中走一步棋
cmd-move-move = 著法
cmd-move-move-desc = 著法：鼠 c3 c4、鼠 上、c3c4；象棋 h2e2、C2.5、炮二平五
cmd-accept = 接受
cmd-accept-desc = 接受這裡向你發起的挑戰，或對手的和棋提議或悔棋請求
cmd-decline = 拒絕
cmd-decline-desc = 拒絕這裡向你發起的挑戰（或撤回你的挑戰），或對手的提議
cmd-notify = 通知
cmd-notify-desc = 輪到你走棋時是否提及你
cmd-notify-mentions = 提及
cmd-notify-mentions-desc = 開啟：提及我；關閉：不提及
cmd-abort = 中止
cmd-abort-desc = 中止本頻道的對局，無結果，不計分（管理員：管理訊息）
cmd-resign = 認輸
cmd-resign-desc = 在本頻道的對局中認輸
cmd-draw = 提和
cmd-draw-desc = 提議和棋，或同意對手的和棋提議
cmd-takeback = 悔棋
cmd-takeback-desc = 悔回你的上一步棋（請求對手同意；對機器人則立即悔棋）
cmd-hint = 提示
cmd-hint-desc = 建議一步棋（只有你看得到）
cmd-board = 棋盤
cmd-board-desc = 重新顯示本頻道的棋盤
cmd-games = 對局列表
cmd-games-desc = 列出本伺服器正在進行的對局
cmd-leaderboard = 排行榜
cmd-leaderboard-desc = 本伺服器等級分最高的棋手
cmd-profile = 個人資料
cmd-profile-desc = 一位成員的等級分和戰績
cmd-history = 歷史
cmd-history-desc = 一位成員最近結束的對局
cmd-export = 匯出
cmd-export-desc = 對局的文字記錄：起始局面、著法、結果
cmd-export-id = 對局號
cmd-export-id-desc = 對局的編號
cmd-review = 覆盤
cmd-review-desc = 引擎對已結束對局的覆盤：形勢曲線、失誤、更好的著法
cmd-review-id = 對局號
cmd-review-id-desc = 對局的編號（預設：你最近結束的一局）
cmd-rules = 規則
cmd-rules-desc = 這裡生效的規則和選項
cmd-help = 說明
cmd-help-desc = 有哪些指令
cmd-language = 語言
cmd-language-desc = 設定本伺服器對局訊息的語言（管理伺服器）
cmd-language-language = 語言
cmd-language-language-desc = 語言
cmd-style = 棋子樣式
cmd-style-desc = 選擇你的棋盤上棋子的畫法：漢字、字母或圖形
cmd-style-style = 樣式
cmd-style-style-desc = 棋子樣式（不填則顯示你目前的樣式）
cmd-mylanguage = 我的語言
cmd-mylanguage-desc = 選擇只有你能看到的回覆所用的語言，在所有伺服器上有效（不填則顯示你目前的選擇）
cmd-mylanguage-language = 語言
cmd-mylanguage-language-desc = 你的語言；選 Discord 的語言則重新使用 Discord 的設定
cmd-defaultgame = 預設棋類
cmd-defaultgame-desc = 設定本伺服器 /play 和 /challenge 未指定棋類時下的棋（管理伺服器）
cmd-defaultgame-game-desc = 棋類

## 多個指令共用的選項

option-game = 棋類
option-game-desc = 棋類（預設：本伺服器的預設棋類）
option-rules = 規則
option-rules-desc = 規則：鬥獸棋 standard、traditional……；象棋 standard、asian、casual
option-clock = 用時
option-clock-desc = 用時：none、每步 90s、10m、10+5
option-colour = 顏色
option-colour-desc = 你的顏色：紅方（先走）、藍方（鬥獸棋）、黑方（象棋）
option-member = 成員
option-member-desc = 成員（預設：你自己）

## 選項值（機器人的級別是 main.ftl 中的 level-*）

choice-game-jungle = 鬥獸棋
choice-game-xiangqi = 象棋
choice-colour-red = 紅方
choice-colour-blue = 藍方
choice-colour-black = 黑方
choice-colour-random = 隨機
choice-style-characters = 漢字
choice-style-letters = 字母
choice-style-pictograms = 圖形
choice-puzzle-shipped = 內建題庫
choice-puzzle-server = 本伺服器的對局
choice-on = 開啟
choice-off = 關閉
choice-language-auto = Discord 的語言（使用 Discord 的設定）

## 前端的回覆

discord-bad-component = qibot 不認識這個按鈕或選單（它可能來自舊版的機器人）；請用 /board 重新顯示對局的棋盤

## 網頁（棋盤和回覆上的連結；/web）

cmd-web = 網頁
cmd-web-desc = 本伺服器的網頁：你在瀏覽器中下棋的連結，或伺服器的連結
cmd-web-links = 連結
cmd-web-links-desc = 關閉、開啟或更新本伺服器網頁的連結（管理伺服器）
cmd-web-links-set = 設定
cmd-web-links-set-desc = 關閉：沒有連結；開啟：連結可用；更新：所有舊連結失效
cmd-web-play = 下棋
cmd-web-play-desc = 你在瀏覽器中下本頻道對局的連結（只有你看得到）
choice-reset = 更新
discord-web-watch = 觀看
discord-web-server = 伺服器頁面
discord-web-member = 個人頁面
discord-web-off = 本伺服器網頁的連結已關閉：所有連結現在都顯示「找不到」。
discord-web-on = 本伺服器網頁的連結已開啟。
discord-web-reset = 本伺服器網頁的連結已更新：所有舊連結都已失效。
discord-web-unset = 這個機器人沒有網頁（未設定公開位址）。
discord-web-play = 在瀏覽器中下棋
discord-web-play-link = 你在瀏覽器中下第 { $game } 局的連結，只有你看得到。它將於 <t:{ $expires }:R> 失效，之後請重新取得。
discord-web-play-none = 你沒有在這個頻道下棋，所以沒有下棋連結。
discord-web-play-off = 本伺服器網頁的連結已關閉：伺服器管理員可以用 /網頁 連結 重新開啟。

## 謎題

cmd-puzzle = 謎題
cmd-puzzle-desc = 一道接近你謎題等級分的謎題：找出致勝著法，機器人負責防守
cmd-puzzle-public = 公開
cmd-puzzle-public-desc = 在頻道裡解題，所有人可見（預設：只有你看得到）

## 每日謎題（/dailypuzzle）

cmd-dailypuzzle = 每日謎題
cmd-dailypuzzle-desc = 本伺服器的每日謎題：每天定時發布在一個頻道裡（管理伺服器）
cmd-dailypuzzle-set = 設定
cmd-dailypuzzle-set-desc = 每天在指定時間（UTC）把當天的謎題發布到一個頻道（管理伺服器）
cmd-dailypuzzle-set-channel = 頻道
cmd-dailypuzzle-set-channel-desc = 發布謎題的頻道
cmd-dailypuzzle-set-time = 時間
cmd-dailypuzzle-set-time-desc = 每天的時間，24 小時制 HH:MM，UTC（例如 18:00）
cmd-dailypuzzle-off = 關閉
cmd-dailypuzzle-off-desc = 停止發布每日謎題（管理伺服器）
cmd-puzzle-from = 來源
cmd-puzzle-from-desc = 謎題的來源（預設：內建題庫）
