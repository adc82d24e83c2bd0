# Lessons: the messages of a stage.

lesson-missed-line = 這步棋合法，但在這裡達不到目標。
lesson-missed-loses = 這步棋會輸：對方走 { $move } 就贏了。
lesson-missed-moves = 已經走了 { $moves } 步，還沒有達到目標。
lesson-missed-ended = 還沒達到目標，棋局就結束了（{ $reason }）。
lesson-restart = 本關重新開始。
lesson-solved = 做得好！用 { $moves } 步達到目標：3 顆星得到 { $stars } 顆。
lesson-goal-reach = 目標：走到 { $square }。
lesson-goal-capture = 目標：在 { $square } 吃子。
lesson-goal-den = 目標：進入對方獸穴。
lesson-goal-win = 目標：贏得這盤棋。
lesson-goal-mate = 目標：在機器人的防守下 { $moves } 步內獲勝。
lesson-goal-only-move = 目標：找出唯一不會立刻輸棋的一步。
lesson-next = 輸入 learn 進入下一關，或輸入 learn N 進入第 N 課。
lesson-no-such = 沒有這一課：請選擇 1 到 { $count }。
lesson-none = 無法讀取這個遊戲的課程。
lesson-stage = 第 { $lesson } 課：{ $title }（第 { $stage } 關，共 { $stages } 關）
# The lessons in play (the console's learn, Discord's /learn).

lesson-intro =
    { $header }
    { $instruction }
    { $goal }
lesson-wrong =
    { $why }
    { $hint }
    本關重新開始。
lesson-reply = 機器人應著 { $move }。輪到你走。
lesson-go-on = 很好。請再走一步。
lesson-solved-progress =
    { $solved }
    { $progress }
lesson-not-saved =
    { $solved }
    無法儲存你的星星：{ $detail }
lesson-button-next = 下一關
lesson-progress = { $game }課程：已完成 { $done }/{ $total } 關，獲得 { $stars }/{ $max } 顆星。
lesson-course-done = 你已經學完了所有課程！{ $progress } 輸入課的編號即可重玩那一課。
lesson-last-stage = 這是課程的最後一關。還有 { $left } 關沒有得到星星：輸入 learn（或 /learn）會帶你去其中的第一關。{ $progress }
lesson-profile =
    { $profile }
    { $progress }
lesson-stale = 這個課程選單已過期：請用 /learn 繼續。
lesson-help = 在課程中：像下棋一樣輸入著法；hint 重複本關提示；board 再次顯示棋盤；learn next 跳到下一關；learn N 開始第 N 課；quit 退出。
cmd-learn = 學習
cmd-learn-desc = 新手課程：有目標和星星的小關卡（只有你能看到）
cmd-learn-lesson = 課
cmd-learn-lesson-desc = 課的編號（預設：你上次停下的地方）

# Jungle lessons (assets/lessons/jungle.toml).

lesson-jungle-moves = 走法：一次一步
lesson-jungle-moves-hint = 動物每次向上、下、左、右走一格，不能斜走，不能下水（鼠除外），也不能進自己的獸穴。
lesson-jungle-moves-1 = 每只動物一次向上、下、左、右走一格。把你的象走到 d5。
lesson-jungle-moves-2 = 動物不能斜走。把你的狼走到 b3。
lesson-jungle-moves-3 = 兩條河是水，貓不會遊泳。繞過河走到 b7。
lesson-jungle-moves-4 = 動物不能進入自己的獸穴（d1）。讓豹繞過它走到 e1。
lesson-jungle-moves-5 = 兩河之間有一條陸路。讓狗沿著它走到 d7。
lesson-jungle-ranks = 誰吃誰
lesson-jungle-ranks-hint = 動物能吃等級相同或更低的動物：象8、獅7、虎6、豹5、狼4、狗3、貓2、鼠1。
lesson-jungle-ranks-1 = 象（8）最強。吃掉 d4 的獅。
lesson-jungle-ranks-2 = 你的獅（7）能吃虎（6），不能吃象（8）。吃掉能吃的那只。
lesson-jungle-ranks-3 = 等級相同可以互吃。你的狼吃掉 d5 的藍狼；豹太強了。
lesson-jungle-ranks-4 = 狗（3）能吃貓（2），不能吃豹（5）。吃掉貓。
lesson-jungle-ranks-5 = 貓（2）吃掉角上的鼠（1）；狗（3）對它來說太強了。
lesson-jungle-rat = 鼠會遊泳
lesson-jungle-rat-hint = 只有鼠能下水。水裡和岸上之間不能互吃，哪個方向都不行。
lesson-jungle-rat-1 = 只有鼠會遊泳。把它帶進河裡，走到 c5。
lesson-jungle-rat-2 = 直接遊過河，到 b7。
lesson-jungle-rat-3 = 鼠在水裡可以向各個方向遊。遊到 f5。
lesson-jungle-rat-4 = 水裡鼠遇鼠：吃掉 c6 的藍鼠。
lesson-jungle-rat-5 = 你的鼠在岸上不能吃水裡的鼠。先下水，再在 c5 吃掉它。
lesson-jungle-rat-elephant = 鼠與象
lesson-jungle-rat-elephant-hint = 鼠能吃象；象永遠不能吃鼠。水裡的鼠不能吃岸上的象。
lesson-jungle-rat-elephant-1 = 最小的勝過最大的：鼠能吃象。在 a7 吃掉它。
lesson-jungle-rat-elephant-2 = 你的象永遠不能吃鼠。改吃 d3 的狼。
lesson-jungle-rat-elephant-3 = 鼠在水裡，象在岸上：不能隔岸吃。先上岸，再在 a5 吃掉它。
lesson-jungle-rat-elephant-4 = 藍鼠威脅你的象，象不能吃它。讓狗吃掉鼠。
lesson-jungle-rat-elephant-5 = 有些棋規允許水裡的鼠吃岸上的象（規則 rat_captures_elephant_from_water）。這裡可以：從河裡吃掉它。
lesson-jungle-jumps = 獅虎跳河
lesson-jungle-jumps-hint = 獅和虎可以沿直線從岸邊跳過河，落在對岸第一格陸地上，落點可以吃子。
lesson-jungle-jumps-1 = 獅和虎可以沿直線跳過河。讓獅從 b3 跳到 b7。
lesson-jungle-jumps-2 = 它們也能橫著跳過河。讓虎從 a5 跳到 d5。
lesson-jungle-jumps-3 = 跳河可以在落點吃子。跳過去吃掉 g5 的豹。
lesson-jungle-jumps-4 = 虎也會跳。隔河吃掉 d4 的狼。
lesson-jungle-jumps-5 = 按 vertical-tiger 規則，虎只能豎著跳，不能橫跳。吃掉 f7 的狗。
lesson-jungle-blocked-jumps = 跳河被擋
lesson-jungle-blocked-jumps-hint = 跳河路線上水裡有鼠就會擋住跳躍，不管是你的鼠還是藍方的。換一條線跳，或者把鼠移開。
lesson-jungle-blocked-jumps-1 = b5 的藍鼠擋住了跳躍。從另一列跳過去，走到 b7。
lesson-jungle-blocked-jumps-2 = 自己的鼠也會擋。先把它移開，再跳過去吃掉 d5 的狼。
lesson-jungle-blocked-jumps-3 = 藍鼠擋住了 e 列。另找一條路去吃 e7 的豹。
lesson-jungle-blocked-jumps-4 = f5 的鼠擋住了橫跳。用別的辦法吃掉 d5 的狗。
lesson-jungle-blocked-jumps-5 = 按 jump_blocked_by = enemy 規則，只有對方的鼠才擋。跳過自己的鼠吃掉狼。
lesson-jungle-your-traps = 你的陷阱
lesson-jungle-your-traps-hint = 你的陷阱是獸穴旁的 c1、e1 和 d2。站在上面的藍方動物等級為 0：你的任何動物都能吃它。
lesson-jungle-your-traps-1 = 藍象站在你的陷阱 c1 上，等級為 0。連貓都能吃它。
lesson-jungle-your-traps-2 = 藍獅在你的陷阱 d2 上。用狗吃掉它。
lesson-jungle-your-traps-3 = 任何動物都能吃你陷阱上的敵人，鼠也行。吃掉 e1 的豹。
lesson-jungle-your-traps-4 = 藍虎走進了 d2。你的狼（4）可以在那裡吃掉它。
lesson-jungle-your-traps-5 = d2 的藍獅下一步就會進你的獸穴。找出唯一能阻止它的一步。
lesson-jungle-their-traps = 雙方的陷阱
lesson-jungle-their-traps-hint = 在對方陷阱上你的動物等級為 0：誰都能吃它，它也吃不了誰。自己的陷阱不會削弱你。
lesson-jungle-their-traps-1 = 現在你執藍方：你的陷阱是 c9、e9 和 d8。紅獅在 d8 很弱：用貓吃掉它。
lesson-jungle-their-traps-2 = 自己的陷阱不會削弱你。d2 的貓吃掉 c2 的藍貓。
lesson-jungle-their-traps-3 = 你執藍方。紅狗在 e9 威脅你的獸穴，它在你的陷阱上等級為 0。找出唯一能救你的一步。
lesson-jungle-their-traps-4 = 按 engine 規則（trapped_piece_can_capture），陷阱裡的動物進攻時保持原等級。從陷阱上吃掉 b9 的貓。
lesson-jungle-their-traps-5 = 按 universal_traps 規則，任何陷阱都削弱任何動物，藍方在自己陷阱上也一樣。貓吃掉 c9 的獅。
lesson-jungle-den = 獸穴
lesson-jungle-den-hint = 進入藍方獸穴（d9）立即獲勝。藍方陷阱守著它：旁邊的藍方動物能吃掉站在陷阱上的你的棋子。
lesson-jungle-den-1 = 進入 d9 的藍方獸穴立即獲勝。你的狗就在旁邊：進去！
lesson-jungle-den-2 = 讓狼走三步進入獸穴。
lesson-jungle-den-3 = 跳河最快。先讓獅跳河，再走進獸穴。
lesson-jungle-den-4 = 藍貓在防守獸穴。兩步進入獸穴；藍方會應對。
lesson-jungle-den-5 = 你的狗和藍獅都離獸穴只有一步。你先走：贏下這場比賽！
lesson-jungle-other-wins = 不進獸穴也能贏
lesson-jungle-other-wins-hint = 藍方沒有棋子了，或者輪到藍方時無路可走，你也贏。
lesson-jungle-other-wins-1 = 吃掉藍方最後一只動物就贏了。吃掉鼠。
lesson-jungle-other-wins-2 = 無路可走的一方輸。藍虎被困在角落：堵住它最後一格（或者吃掉它）。
lesson-jungle-other-wins-3 = 跳過去吃掉藍方最後一只動物，b7 的貓。
lesson-jungle-other-wins-4 = 藍方只剩獅了。你的象吃掉它。
lesson-jungle-other-wins-5 = 藍方最後一只是 g5 的象。你的鼠要先上岸才能吃它。
lesson-jungle-repetition = 重復局面與和棋
lesson-jungle-repetition-hint = 同一局面第三次出現即為和棋，連續 100 步沒有吃子也是和棋。改變局面，或者及時吃子。
lesson-jungle-repetition-1 = 這個局面已經出現過兩次。退回 d5 就會第三次重復：和棋。改為進獸穴取勝。
lesson-jungle-repetition-2 = 按 repetition = forbid 規則，第三次重復的著法不允許。進獸穴取勝。
lesson-jungle-repetition-3 = 你執藍方，這個局面已經出現過兩次。別退回 d5：走進 d1 的紅方獸穴。
lesson-jungle-repetition-4 = 已經 99 步沒有吃子：再走一步不吃子就和棋。現在吃子。
lesson-jungle-repetition-5 = 已經 99 步沒有吃子。在和棋之前吃掉藍方最後一只動物。
lesson-jungle-tactics = 初級戰術
lesson-jungle-tactics-hint = 每走一步之前，先看藍方的威脅：首先是進獸穴，然後是你可能丟的棋子。
lesson-jungle-tactics-1 = 兩條路通向獸穴，但藍貓守著其中一條。走安全的那條。
lesson-jungle-tactics-2 = e1 的藍虎離你的獸穴只有一步。只有一步能救你。
lesson-jungle-tactics-3 = 你的狗離藍方獸穴兩步，但藍獅離你的獸穴只有一步。先防守。
lesson-jungle-tactics-4 = 藍象擋不住鼠。讓你的鼠溜進獸穴。
lesson-jungle-tactics-5 = 兩步之內獲勝，無論機器人怎麼走。
# Xiangqi lessons (assets/lessons/xiangqi.toml).

lesson-xiangqi-chariot = 車
lesson-xiangqi-chariot-hint = 車沿直線走任意步數，但不能越過其他棋子。
lesson-xiangqi-chariot-1 = 棋子走在交叉點上。車可以沿直線走任意遠：把車走到 a8。
lesson-xiangqi-chariot-2 = 兩步拐個彎：把車走到 h7。
lesson-xiangqi-chariot-3 = 走到對方棋子的位置就是吃子。吃掉 a7 的馬。
lesson-xiangqi-chariot-4 = 自己的兵擋住了 a 路，車不能跳。繞過去吃掉 a6 的車。
lesson-xiangqi-chariot-5 = 車也能橫走。吃掉 h4 的炮。
lesson-xiangqi-horse = 馬
lesson-xiangqi-horse-hint = 馬先直走一步，再斜著向外走一步。第一步的位置（馬腿）有棋子就走不了（蹩馬腿）。
lesson-xiangqi-horse-1 = 馬走“日”字：先直一步再斜一步。兩步走到 d4。
lesson-xiangqi-horse-2 = 用馬吃掉 d5 的炮。
lesson-xiangqi-horse-3 = b1 的車蹩住了馬腿。先讓開，再把馬走到 c2。
lesson-xiangqi-horse-4 = e5 的卒蹩住了馬向上的腿。它還能吃哪個子？
lesson-xiangqi-horse-5 = 馬跳過半個棋盤，三步吃掉 e6 的卒。
lesson-xiangqi-elephant = 相（象）
lesson-xiangqi-elephant-hint = 相走“田”字：斜走兩格，不能過河，田字中心（象眼）有子就走不了（塞象眼）。
lesson-xiangqi-elephant-1 = 相斜走兩格。兩步走到 c4。
lesson-xiangqi-elephant-2 = d1 的馬塞住了象眼。先讓開，再把相走到 e2。
lesson-xiangqi-elephant-3 = 相不能過河，所以 e6 的馬是安全的。吃掉 a2 的車。
lesson-xiangqi-elephant-4 = 一匹馬闖進了你的陣地。用相吃掉它。
lesson-xiangqi-elephant-5 = 去守另一翼：把相走到 i2。
lesson-xiangqi-palace = 帥與仕：九宮
lesson-xiangqi-palace-hint = 帥和仕不能走出九宮（d 到 f 路，0 到 2 線）。帥直走一步，仕斜走一步。
lesson-xiangqi-palace-1 = 帥在九宮裡直走一步。走到 e2。
lesson-xiangqi-palace-2 = 不出九宮，走到 d2。
lesson-xiangqi-palace-3 = 仕在九宮裡斜走一步。走到 f2。
lesson-xiangqi-palace-4 = d2 的馬在將你的軍。用仕吃掉它。
lesson-xiangqi-palace-5 = 帥也能吃子，只要那個點安全。吃掉 e1 的車。
lesson-xiangqi-cannon = 炮
lesson-xiangqi-cannon-hint = 炮走法和車一樣，但吃子必須隔一個子（炮架）跳吃，炮架是誰的都可以。
lesson-xiangqi-cannon-1 = 不吃子時，炮走法和車一樣。走到 h6。
lesson-xiangqi-cannon-2 = 炮吃子要隔一個子。以 h7 的炮為炮架，吃掉 h9 的馬。
lesson-xiangqi-cannon-3 = 你的炮和 b6 的車之間沒有子，吃不了它。吃掉它後面的馬。
lesson-xiangqi-cannon-4 = 炮和 c9 的馬之間隔了兩個子，太多了。隔一個子吃掉 c6 的卒。
lesson-xiangqi-cannon-5 = 開局局面：你的炮馬上就能吃馬。吃掉 b9 的馬。
lesson-xiangqi-soldier = 兵與河界
lesson-xiangqi-soldier-hint = 兵每次向前走一步。過河以後也能橫走，但永遠不能後退。
lesson-xiangqi-soldier-1 = 兵向前走一步。讓它過河走到 e5。
lesson-xiangqi-soldier-2 = 過河的兵可以橫走。走到 c5。
lesson-xiangqi-soldier-3 = 你的兵已經過河：吃掉旁邊的馬。
lesson-xiangqi-soldier-4 = 沒過河的兵只能向前。走到 b5。
lesson-xiangqi-soldier-5 = 兵不能後退，所以它後面的馬是安全的。吃掉 d6 的炮。
lesson-xiangqi-generals = 將帥不能照面
lesson-xiangqi-generals-hint = 兩個將帥不能在同一條直線上直接相對，中間沒有子。夾在中間的子不能離開這條線。
lesson-xiangqi-generals-1 = e4 的馬是兩個將帥之間唯一的子，不能走。用車吃掉 a7 的馬。
lesson-xiangqi-generals-2 = 黑馬在 e5 擋在兩個將帥之間，不能離開 e 路。吃掉 d7 的車，馬不能反吃。
lesson-xiangqi-generals-3 = 你的帥控制著空著的 e 路：黑將不能走上去。一步將死。
lesson-xiangqi-generals-4 = 這次你的帥控制 d 路。一步將死。
lesson-xiangqi-generals-5 = 黑將在 f9，不能走到 e9。一步將死。
lesson-xiangqi-check = 將軍
lesson-xiangqi-check-hint = 帥被攻擊（被將軍）時必須應將：吃掉進攻的子、墊子擋住，或者移動帥。不能走別的棋。
lesson-xiangqi-check-1 = 黑車在將軍。吃掉它來應將。
lesson-xiangqi-check-2 = e6 的車將軍。墊子擋住：把炮走到 e2。
lesson-xiangqi-check-3 = d2 的馬在將軍，現在不能去吃炮。吃掉馬。
lesson-xiangqi-check-4 = a1 的車沿 1 線將軍，馬控制著 e2。把帥走到安全的 e0。
lesson-xiangqi-check-5 = 黑炮隔著你的兵將軍。再墊一個子：把仕走到 e1。
lesson-xiangqi-checkmate = 將死
lesson-xiangqi-checkmate-hint = 將死：將被將軍而且沒有辦法解救。看看將能走的每一個點。
lesson-xiangqi-checkmate-1 = 一步殺：你的兵控制 e8，帥控制 d 路。
lesson-xiangqi-checkmate-2 = 用兵一步殺，馬在保護它。
lesson-xiangqi-checkmate-3 = 馬控制 d9 和 f9。把炮架在馬後：一步殺（馬後炮）。
lesson-xiangqi-checkmate-4 = 你的帥控制 e 路。用車在 d 路一步將死。
lesson-xiangqi-checkmate-5 = 雙車錯殺：一車控制 8 線，另一車在 9 線將軍。兩步殺。
lesson-xiangqi-stalemate = 困斃也算輸
lesson-xiangqi-stalemate-hint = 象棋裡無子可動的一方算輸，即使沒有被將軍。堵住將最後一個能走的點。
lesson-xiangqi-stalemate-1 = 黑將只能走 f9。堵住這個點：無棋可走，黑方就輸了。
lesson-xiangqi-stalemate-2 = 黑將不能走 e9（會將帥照面）。控制 d8，黑方就無棋可走。
lesson-xiangqi-stalemate-3 = 用馬控制 d8，黑方就無棋可走。
lesson-xiangqi-stalemate-4 = f9 的黑將只剩一個空點。用兵堵住它。
lesson-xiangqi-stalemate-5 = d7 的黑將不能走 e7。用車把它困住。
lesson-xiangqi-perpetual = 重復局面與長將
lesson-xiangqi-perpetual-hint = 反復將軍造成重復局面，按標準規則是和棋，按亞洲規則長將的一方判負。找出能贏的一步。
lesson-xiangqi-perpetual-1 = 亞洲規則。你已經用車繞同一個圈將了兩遍：第三遍就因長將判負。改為將死對方。
lesson-xiangqi-perpetual-2 = 標準規則：第三遍將軍會重復局面，和棋。改為將死對方。
lesson-xiangqi-perpetual-3 = 亞洲規則，你執黑：你已經繞同一個圈將了兩遍。別再這樣將第三遍：將死對方。
lesson-xiangqi-perpetual-4 = 標準規則，你執黑：第三遍將軍就是重復局面和棋。改為將死對方。
